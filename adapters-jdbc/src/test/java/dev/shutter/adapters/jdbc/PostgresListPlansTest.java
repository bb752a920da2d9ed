package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.PageQuery;
import io.vavr.control.Option;
import java.sql.Connection;
import java.sql.SQLException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The lists read their users one index probe a row, whatever PostgreSQL knows of the tables: the plans are
 * taken after {@code ANALYZE}, generic (as a statement prepared by the driver runs them after its fifth
 * time), on 10,000 users. The same statements with their users joined plainly are planned with a scan of the
 * whole users' table (the page of follows) or a merge along the users' key from its start (the comments, whose
 * authors are the first users, as in {@code bench/run}), which shows that the check sees the difference.
 */
@DisplayName("The lists' plans on PostgreSQL")
@ExtendWith(PostgresAvailable.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PostgresListPlansTest {

    private static final int USERS = 10_000;

    private PlansSchema plans;
    private String schema;
    private Connection connection;

    @BeforeAll
    void seed() throws SQLException {
        plans = PlansSchema.withUsers(USERS);
        schema = plans.name;
        connection = plans.connection;
        plans.execute(
                "INSERT INTO {schema}.shutter_edges (follower_id, followee_id, status, changed_at)"
                        + " SELECT 1, i, 'follows', i FROM generate_series(2, " + USERS + ") AS i",
                "INSERT INTO {schema}.shutter_media (id, owner_id) VALUES ('m1', 1)",
                "INSERT INTO {schema}.shutter_comments (id, media_id, from_id, text, created_time)"
                        + " SELECT i, 'm1', 1 + i, 'a comment', i FROM generate_series(1, 20) AS i",
                "ANALYZE {schema}.shutter_users, {schema}.shutter_edges, {schema}.shutter_media,"
                        + " {schema}.shutter_comments, {schema}.shutter_blocks");
    }

    @AfterAll
    void drop() throws SQLException {
        if (plans != null) {
            plans.close();
        }
    }

    @Test
    @DisplayName("a page of 50 follows reads its users by key")
    void pageReadsItsUsersByKey() throws SQLException {
        OneStatementReads.UserKey one = OneStatementReads.UserKey.of(new UserId("1"));
        BoundStatement page = OneStatementReads.ownedPageStatement(
                Dialect.POSTGRESQL,
                new PageQuery(new UserId("1"), Direction.OUTGOING, Edge.FOLLOWS, Option.none(), 51, Option.none()),
                one,
                one);

        assertThat(genericPlan(page.text(), page.params()))
                .contains("Index Scan using shutter_users_pk on shutter_users")
                .doesNotContain("Seq Scan on shutter_users");
        assertThat(genericPlan(joinedPlainly(page.text()), page.params()))
                .as("the same page with its users joined plainly")
                .contains("Seq Scan on shutter_users");
    }

    @Test
    @DisplayName("a comment list reads its authors by key")
    void commentsReadTheirAuthorsByKey() throws SQLException {
        Object[] params = {"m1", "1", "m1"};

        assertThat(genericPlan(OneStatementReads.MEDIA_COMMENTS, params))
                .contains("Index Scan using shutter_users_pk on shutter_users")
                .doesNotContain("Seq Scan on shutter_users")
                .doesNotContain("Merge");
        assertThat(genericPlan(joinedPlainly(OneStatementReads.MEDIA_COMMENTS), params))
                .as("the same list with its authors joined plainly")
                .containsAnyOf("Seq Scan on shutter_users", "Merge");
    }

    /** The statement as it was before the fence: the users' subquery merged into a plain join. */
    private static String joinedPlainly(String text) {
        assertThat(text).contains(" OFFSET 0");
        return text.replace(" OFFSET 0", "");
    }

    /** The plan PostgreSQL runs the statement with once it is prepared and planned generically. */
    private String genericPlan(String text, Object[] params) throws SQLException {
        return String.join(
                "\n",
                PreparedPlans.explain(connection, schema, "EXPLAIN (COSTS OFF)", "force_generic_plan", text, params));
    }
}
