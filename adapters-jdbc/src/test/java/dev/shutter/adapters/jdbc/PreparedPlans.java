package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** The plans of a store's statement on PostgreSQL as the driver runs it once prepared. */
final class PreparedPlans {

    private PreparedPlans() {}

    /**
     * The rows of {@code explain} (such as {@code EXPLAIN (COSTS OFF)}) of {@code text} with {@code params},
     * prepared in {@code schema} and planned as {@code planning} ({@code plan_cache_mode}) says.
     */
    static List<String> explain(
            Connection connection, String schema, String explain, String planning, String text, Object[] params)
            throws SQLException {
        StringBuilder numbered = new StringBuilder();
        int parameter = 0;
        for (char c : new Schema(schema).qualify(text).toCharArray()) {
            numbered.append(c == '?' ? "$" + ++parameter : String.valueOf(c));
        }
        assertThat(parameter).isEqualTo(params.length);
        List<String> literals = new ArrayList<>();
        for (Object param : params) {
            literals.add("'" + String.valueOf(param).replace("'", "''") + "'");
        }
        List<String> plan = new ArrayList<>();
        try (Statement statement = connection.createStatement()) {
            statement.execute("DEALLOCATE ALL");
            statement.execute("SET plan_cache_mode = " + planning);
            statement.execute("PREPARE listed AS " + numbered);
            try (ResultSet rows =
                    statement.executeQuery(explain + " EXECUTE listed(" + String.join(", ", literals) + ")")) {
                while (rows.next()) {
                    plan.add(rows.getString(1));
                }
            }
        }
        return plan;
    }
}
