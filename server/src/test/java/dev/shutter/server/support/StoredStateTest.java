package dev.shutter.server.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What the hostile-request tests rely on to skip reading every row after each request: H2 moves a
 * table's modification id on every insert, update and delete, and not on a read.
 */
@DisplayName("The stored state's modification ids")
class StoredStateTest {

    @Test
    @DisplayName("move with every row inserted, updated or deleted, in that table only, and not with a read")
    void modificationIdsMoveWithEveryRowChange() throws SQLException {
        try (Connection db = DriverManager.getConnection("jdbc:h2:mem:stored_state_test;MODE=PostgreSQL");
                Statement sql = db.createStatement()) {
            // given two tables, one skipped
            sql.execute("CREATE TABLE watched (id INT PRIMARY KEY, v VARCHAR)");
            sql.execute("CREATE TABLE other (id INT PRIMARY KEY)");
            sql.execute("CREATE TABLE shutter_rate_counters (id INT PRIMARY KEY)");
            Set<String> skipped = Set.of("shutter_rate_counters");
            Map<String, Long> start = StoredState.modifications(db, skipped);
            assertThat(start).containsOnlyKeys("watched", "other");

            // when rows change, then the table's id moves, the other's does not
            Map<String, Long> before = start;
            for (String change : new String[] {
                "INSERT INTO watched VALUES (1, 'a')",
                "UPDATE watched SET v = 'b' WHERE id = 1",
                "MERGE INTO watched KEY (id) VALUES (1, 'c')",
                "DELETE FROM watched WHERE id = 1"
            }) {
                sql.executeUpdate(change);
                Map<String, Long> after = StoredState.modifications(db, skipped);
                assertThat(after.get("watched")).as(change).isNotEqualTo(before.get("watched"));
                assertThat(after.get("other")).as(change).isEqualTo(start.get("other"));
                before = after;
            }

            // and a read, an update of no row, or a change of a skipped table moves nothing
            sql.executeQuery("SELECT * FROM watched").close();
            sql.executeUpdate("UPDATE watched SET v = 'd' WHERE id = 2");
            sql.executeUpdate("INSERT INTO shutter_rate_counters VALUES (1)");
            assertThat(StoredState.modifications(db, skipped)).isEqualTo(before);
        }
    }
}
