package dev.shutter.adapters.jdbc;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Pools as a host application makes them (HikariCP's defaults unless a test says otherwise), and the host's reads. */
final class HostPools {

    private HostPools() {}

    static HikariDataSource pool(String url, int size, Consumer<HikariConfig> tweak) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("host");
        config.setJdbcUrl(url);
        config.setMaximumPoolSize(size);
        config.setMinimumIdle(0);
        tweak.accept(config);
        return new HikariDataSource(config);
    }

    static HikariDataSource pool(String url, int size) {
        return pool(url, size, config -> {});
    }

    /** The first column of every row {@code query} selects, as text, on a connection of {@code pool}. */
    static List<String> column(HikariDataSource pool, String query) {
        List<String> values = new ArrayList<>();
        try (Connection connection = pool.getConnection();
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(query)) {
            while (rows.next()) {
                values.add(rows.getString(1));
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return values;
    }

    static void execute(HikariDataSource pool, String statementText) {
        try (Connection connection = pool.getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute(statementText);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
