package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.EdgeCursor;
import dev.shutter.ports.out.PageQuery;
import io.vavr.control.Option;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A popular user's followers page costs what a quiet user's does: the page of 51 of a user with 20,000
 * followers (three to a microsecond, so that the cursor's tie-break is used) is read as a range of the
 * incoming index in the page's order, no sort of the followers, and reads about its 51 rows of it, on the first
 * page and a deep one, planned for the values (the driver's first executions) and generically (after them).
 * Checked on what {@code EXPLAIN (ANALYZE, FORMAT JSON)} says ran; without the index (dropped in a transaction
 * rolled back) the same page sorts every follower, which shows that the check sees the difference.
 */
@DisplayName("A popular user's followers page on PostgreSQL")
@ExtendWith(PostgresAvailable.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PostgresPopularUserPageTest {

    private static final int FOLLOWERS = 20_000;
    private static final int PAGE = 51;
    private static final UserId POPULAR = new UserId("1");

    private PlansSchema plans;
    private String schema;
    private Connection connection;

    @BeforeAll
    void seed() throws SQLException {
        plans = PlansSchema.withUsers(FOLLOWERS + 1);
        schema = plans.name;
        connection = plans.connection;
        plans.execute(
                "INSERT INTO {schema}.shutter_edges (follower_id, followee_id, status, changed_at)"
                        + " SELECT i, 1, 'follows', i / 3 FROM generate_series(2, " + (FOLLOWERS + 1) + ") AS i",
                // a few follows among the others, so that the popular user is the most common value, not the only one
                "INSERT INTO {schema}.shutter_edges (follower_id, followee_id, status, changed_at)"
                        + " SELECT i, i + 1, 'follows', i FROM generate_series(2, 2000) AS i",
                "ANALYZE {schema}.shutter_users, {schema}.shutter_edges, {schema}.shutter_blocks");
    }

    @AfterAll
    void drop() throws SQLException {
        if (plans != null) {
            plans.close();
        }
    }

    @ParameterizedTest(name = "{0} planned {1}")
    @CsvSource({"0, force_custom_plan", "0, force_generic_plan", "15000, force_custom_plan", "15000, force_generic_plan"
    })
    @DisplayName("a page of the followers is a range of the incoming index in its order, whatever its depth")
    void pageIsAnIndexRange(int skipped, String planning) throws SQLException {
        BoundStatement page = pageAfter(skipped);

        JsonObject plan = executedPlan(page.text(), page.params(), planning);

        List<JsonObject> edges = nodes(plan, PostgresPopularUserPageTest::readsEdges);
        assertThat(edges).as("the scans of the edges").hasSize(1);
        assertThat(edges.get(0).getString("Node Type")).isIn("Index Scan", "Index Only Scan");
        assertThat(edges.get(0).getString("Index Name")).isEqualTo("shutter_edges_incoming_ix");
        assertThat(edges.get(0).getString("Scan Direction")).isEqualTo("Forward");
        assertThat(rowsRead(edges.get(0))).as("rows of the index read").isBetween((long) PAGE, PAGE + 3L);
        assertThat(nodes(page(plan), node -> isSort(node)))
                .as("sorts in the page")
                .isEmpty();
        assertThat(mostRowsSorted(plan))
                .as("the most rows sorted: the page's and its owner's")
                .isLessThanOrEqualTo(PAGE + 1);
    }

    @ParameterizedTest(name = "planned {0}")
    @CsvSource({"force_custom_plan", "force_generic_plan"})
    @DisplayName("without the incoming index the page sorts every follower: the check sees it")
    void checkSeesASortOfEveryFollower(String planning) throws SQLException {
        BoundStatement page = pageAfter(0);
        connection.setAutoCommit(false);
        try (Statement statement = connection.createStatement()) {
            statement.execute("DROP INDEX " + schema + ".shutter_edges_incoming_ix");

            JsonObject plan = executedPlan(page.text(), page.params(), planning);

            assertThat(nodes(page(plan), PostgresPopularUserPageTest::isSort)).isNotEmpty();
            assertThat(mostRowsSorted(plan)).isGreaterThanOrEqualTo(FOLLOWERS);
        } finally {
            connection.rollback();
            connection.setAutoCommit(true);
        }
    }

    /** The page of 51 of the popular user's followers after the first {@code skipped}, with its users. */
    private BoundStatement pageAfter(int skipped) throws SQLException {
        Option<EdgeCursor> after = Option.none();
        if (skipped > 0) {
            try (Statement statement = connection.createStatement();
                    ResultSet rows = statement.executeQuery("SELECT follower_id, changed_at FROM " + schema
                            + ".shutter_edges WHERE followee_id = 1 ORDER BY changed_at DESC, follower_id DESC"
                            + " OFFSET " + (skipped - 1) + " LIMIT 1")) {
                assertThat(rows.next()).isTrue();
                after = Option.some(new EdgeCursor(
                        Columns.instant(new JdbcRows(rows), "changed_at"),
                        new UserId(rows.getBigDecimal("follower_id").toPlainString())));
            }
        }
        OneStatementReads.UserKey owner = OneStatementReads.UserKey.of(POPULAR);
        return OneStatementReads.ownedPageStatement(
                Dialect.POSTGRESQL,
                new PageQuery(POPULAR, Direction.INCOMING, Edge.FOLLOWS, after, PAGE, Option.none()),
                owner,
                OneStatementReads.UserKey.of(new UserId("2")));
    }

    /** What ran, with {@code planning} ({@code plan_cache_mode}) as a statement the driver prepared. */
    private JsonObject executedPlan(String text, Object[] params, String planning) throws SQLException {
        List<String> plan =
                PreparedPlans.explain(connection, schema, "EXPLAIN (ANALYZE, FORMAT JSON)", planning, text, params);
        assertThat(plan).hasSize(1);
        return new JsonArray(plan.get(0)).getJsonObject(0).getJsonObject("Plan");
    }

    /** The plan of the page itself: the limit over the edges (the page's CTE, which PostgreSQL inlines). */
    private static JsonObject page(JsonObject plan) {
        List<JsonObject> found = nodes(
                plan,
                node -> "Limit".equals(node.getString("Node Type"))
                        && !nodes(node, PostgresPopularUserPageTest::readsEdges).isEmpty());
        assertThat(found).as("the page's limit in the plan").hasSize(1);
        return found.get(0);
    }

    /** A sort of any kind: whole, top-N or incremental. */
    private static boolean isSort(JsonObject node) {
        return node.getString("Node Type").endsWith("Sort");
    }

    private static boolean readsEdges(JsonObject node) {
        return "shutter_edges".equals(node.getString("Relation Name"));
    }

    /** The most rows any sort of the plan took in. */
    private static long mostRowsSorted(JsonObject plan) {
        return nodes(plan, node -> isSort(node)).stream()
                .mapToLong(sort -> nodes(sort, node -> node != sort && isChildOf(sort, node)).stream()
                        .mapToLong(child -> child.getLong("Actual Rows") * child.getLong("Actual Loops"))
                        .sum())
                .max()
                .orElse(0);
    }

    private static boolean isChildOf(JsonObject parent, JsonObject node) {
        return parent.getJsonArray("Plans", new JsonArray()).getList().contains(node.getMap());
    }

    /** The rows a scan read: those it gave and those its filter dropped, on every loop. */
    private static long rowsRead(JsonObject scan) {
        long perLoop = scan.getLong("Actual Rows") + scan.getLong("Rows Removed by Filter", 0L);
        return perLoop * scan.getLong("Actual Loops");
    }

    /** Every node of {@code plan}, itself included, that {@code matches}. */
    private static List<JsonObject> nodes(JsonObject plan, Predicate<JsonObject> matches) {
        List<JsonObject> found = new ArrayList<>();
        if (matches.test(plan)) {
            found.add(plan);
        }
        JsonArray children = plan.getJsonArray("Plans", new JsonArray());
        for (int i = 0; i < children.size(); i++) {
            found.addAll(nodes(children.getJsonObject(i), matches));
        }
        return found;
    }
}
