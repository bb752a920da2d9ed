package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.ReadAhead;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A pair's links are read by the edges' key, whoever the pair is: the plans are taken generic (as a statement
 * prepared by the driver or on an event loop runs them) after {@code VACUUM ANALYZE}, on 3,000 users who all follow
 * the first. With the key as it was before migration V12, without the status, the same statements read the pair
 * in an index of the lists, which holds every column, once its pages are all visible: there a user's every follower
 * (or followee) is read to find one, thousands for a popular user; which shows that the check sees the difference.
 */
@DisplayName("The pair's plans on PostgreSQL")
@ExtendWith(PostgresAvailable.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PostgresPairPlansTest {

    private static final int USERS = 3_000;

    private static final String TOKEN = "a-token-hash";

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
                        + " SELECT i, 1, 'follows', i FROM generate_series(2, " + USERS + ") AS i"
                        + " UNION ALL SELECT i, i + 1, 'follows', i FROM generate_series(2, " + (USERS - 1) + ") AS i",
                "INSERT INTO {schema}.shutter_clients (id, secret, name, status, approved_scopes, comment_write,"
                        + " implicit_allowed, enforce_signed_requests, created_time)"
                        + " VALUES ('app', NULL, 'App', 'live', 'basic', FALSE, FALSE, FALSE, 1)",
                "INSERT INTO {schema}.shutter_access_tokens (token_hash, user_id, client_id, scopes, issued_at,"
                        + " last_used_at) VALUES ('" + TOKEN + "', 2, 'app', 'basic', 1, 1)",
                "VACUUM ANALYZE {schema}.shutter_users, {schema}.shutter_edges, {schema}.shutter_blocks,"
                        + " {schema}.shutter_access_tokens, {schema}.shutter_clients");
    }

    @AfterAll
    void drop() throws SQLException {
        if (plans != null) {
            plans.close();
        }
    }

    @Test
    @DisplayName("the relationship read ahead with the authentication reads the pair by key")
    void readAheadReadsThePairByKey() throws SQLException {
        Sql.One<?> read = (Sql.One<?>) new AuthenticatedReads(null)
                .readingRead(TOKEN, new ReadAhead.CounterpartOf(new UserId("1")))
                .get();

        assertReadByKey(read.text(), read.params());
    }

    @Test
    @DisplayName("the pair's links read alone read it by key")
    void linksReadThePairByKey() throws SQLException {
        assertReadByKey(
                "SELECT" + JdbcRelationships.LINK_COLUMNS,
                JdbcRelationships.linkParams(new UserId("2"), new UserId("1")));
    }

    private void assertReadByKey(String text, Object[] params) throws SQLException {
        assertThat(genericPlan(text, params))
                .contains("using shutter_edges_pk on shutter_edges")
                .doesNotContain("shutter_edges_incoming_ix")
                .doesNotContain("shutter_edges_outgoing_ix");
        // the lists' indexes tempt the planner only where it may read them alone, on pages all visible
        assumeTrue(
                allVisible(),
                "VACUUM could not mark the edges' pages all visible (a snapshot older than the rows is open)");
        connection.setAutoCommit(false);
        try (Statement statement = connection.createStatement()) {
            statement.execute("ALTER TABLE " + schema + ".shutter_edges DROP CONSTRAINT shutter_edges_pk,"
                    + " ADD CONSTRAINT shutter_edges_pk PRIMARY KEY (follower_id, followee_id)");
            statement.execute("ANALYZE " + schema + ".shutter_edges");
            assertThat(genericPlan(text, params))
                    .as("the same statement with the key as it was before V12")
                    .containsAnyOf("shutter_edges_incoming_ix", "shutter_edges_outgoing_ix");
        } finally {
            connection.rollback();
            connection.setAutoCommit(true);
        }
    }

    private boolean allVisible() throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet pages = statement.executeQuery("SELECT relallvisible = relpages FROM pg_class"
                        + " WHERE oid = CAST('" + schema + ".shutter_edges' AS regclass)")) {
            return pages.next() && pages.getBoolean(1);
        }
    }

    /** The plan PostgreSQL runs the statement with once it is prepared and planned generically. */
    private String genericPlan(String text, Object[] params) throws SQLException {
        return String.join(
                "\n",
                PreparedPlans.explain(connection, schema, "EXPLAIN (COSTS OFF)", "force_generic_plan", text, params));
    }
}
