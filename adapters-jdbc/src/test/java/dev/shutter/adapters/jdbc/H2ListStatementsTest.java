package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.EdgeCursor;
import dev.shutter.ports.out.MediaComments;
import dev.shutter.ports.out.OwnedPage;
import dev.shutter.ports.out.PageQuery;
import io.vavr.control.Option;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A page of 50 and a comment list are each one statement on H2, their users joined in it, counted on the
 * connections of the host's {@code DataSource} ({@link StatementLog}).
 */
@DisplayName("Lists on H2: one statement")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class H2ListStatementsTest {

    private static final int PAGE = 51;

    private final StatementLog log = new StatementLog();
    private HikariDataSource pool;
    private JdbcStorage storage;
    private ListsSeed seed;

    @BeforeAll
    void seed() {
        pool = HostPools.pool(
                "jdbc:h2:mem:lists-" + UUID.randomUUID() + JdbcStorageProvider.H2_SETTINGS + ";DB_CLOSE_DELAY=-1", 2);
        storage = JdbcStorage.on(log.wrap(pool)).schema("shutter").open();
        seed = ListsSeed.on(storage);
    }

    @AfterAll
    void stop() {
        if (storage != null) {
            storage.close();
        }
        if (pool != null) {
            pool.close();
        }
    }

    @Test
    @DisplayName("two reads one after the other are two statements: the log tells them apart")
    void twoReadsShow() {
        assertThat(log.during(() -> {
                    storage.users().find(seed.alice().id());
                    storage.users().find(seed.bob().id());
                }))
                .hasSize(2);
    }

    @Test
    @DisplayName("a page of 50 of a user's followers is one statement with its users, newest first")
    void pageIsOneStatement() {
        AtomicReference<Option<OwnedPage>> read = new AtomicReference<>();

        List<String> statements = log.during(() -> read.set(page(Option.none())));

        assertThat(statements).hasSize(1);
        assertThat(statements.get(0)).contains("shutter_edges", "shutter_users");
        OwnedPage page = read.get().get();
        assertThat(page.entries()).hasSize(PAGE);
        assertThat(page.entries().get(0).other()).isEqualTo(new UserId(String.valueOf(2000 + ListsSeed.FOLLOWERS)));
        assertThat(page.users())
                .hasSize(PAGE)
                .containsKeys(page.entries().get(0).other());
    }

    @Test
    @DisplayName("a page among a Sandbox app's users is one statement")
    void pageAmongIsOneStatement() {
        AtomicReference<Option<OwnedPage>> read = new AtomicReference<>();

        List<String> statements =
                log.during(() -> read.set(page(Option.some(Set.of(new UserId("2001"), new UserId("2002"))))));

        assertThat(statements).hasSize(1);
        assertThat(read.get().get().entries())
                .extracting(entry -> entry.other().value())
                .containsExactly("2002", "2001");
        assertThat(read.get().get().users()).containsOnlyKeys(new UserId("2001"), new UserId("2002"));
    }

    @Test
    @DisplayName("a comment list is one statement with its authors")
    void commentsAreOneStatement() {
        AtomicReference<Option<MediaComments>> read = new AtomicReference<>();

        List<String> statements = log.during(
                () -> read.set(storage.mediaComments(seed.media(), seed.bob().id())));

        assertThat(statements).hasSize(1);
        assertThat(read.get().get().comments()).hasSize(ListsSeed.COMMENTS);
        assertThat(read.get().get().authors()).hasSize(ListsSeed.COMMENTS);
    }

    @Test
    @DisplayName("a page of followers, first or deep, is read along the incoming index in its order, no sort")
    void pageReadsTheIndexInOrder() throws SQLException {
        OwnedPage first = page(Option.none()).get();
        Option<EdgeCursor> deep = Option.some(first.entries().get(9).cursor());
        for (Option<EdgeCursor> after : List.of(Option.<EdgeCursor>none(), deep)) {
            String plan = explained(pageStatement(after));

            assertThat(plan).contains("shutter_edges_incoming_ix", "/* index sorted */");
        }
    }

    @Test
    @DisplayName("the same page ordered without the index's leading columns is sorted: the check sees it")
    void checkSeesASort() throws SQLException {
        BoundStatement statement = pageStatement(Option.none());
        String sorted = statement.text().replace("ORDER BY followee_id, status, ", "ORDER BY ");
        assertThat(sorted).isNotEqualTo(statement.text());

        assertThat(explained(new BoundStatement(sorted, statement.params()))).doesNotContain("/* index sorted */");
    }

    /** The statement of alice's followers page after {@code after}, seen by bob. */
    private BoundStatement pageStatement(Option<EdgeCursor> after) {
        return OneStatementReads.ownedPageStatement(
                Dialect.H2,
                new PageQuery(seed.alice().id(), Direction.INCOMING, Edge.FOLLOWS, after, PAGE, Option.none()),
                OneStatementReads.UserKey.of(seed.alice().id()),
                OneStatementReads.UserKey.of(seed.bob().id()));
    }

    /** H2's plan of {@code statement}. */
    private String explained(BoundStatement statement) throws SQLException {
        try (Connection connection = pool.getConnection();
                PreparedStatement explain =
                        connection.prepareStatement("EXPLAIN " + new Schema("shutter").qualify(statement.text()))) {
            Sql.bind(explain, statement.params());
            try (ResultSet rows = explain.executeQuery()) {
                assertThat(rows.next()).isTrue();
                return rows.getString(1);
            }
        }
    }

    private Option<OwnedPage> page(Option<Set<UserId>> among) {
        return storage.ownedPage(
                new PageQuery(seed.alice().id(), Direction.INCOMING, Edge.FOLLOWS, Option.none(), PAGE, among),
                seed.bob().id());
    }
}
