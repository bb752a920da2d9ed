package dev.shutter.adapters.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A schema of its own with Shutter's tables and the users 1 to n, and a connection to it: where a test looks at
 * PostgreSQL's plans of the stores' statements. Closing drops it.
 */
final class PlansSchema implements AutoCloseable {

    final String name;
    final Connection connection;

    private PlansSchema(String name, Connection connection) {
        this.name = name;
        this.connection = connection;
    }

    /** A fresh schema, migrated, with the users 1 to {@code users} (each named by a username only). */
    static PlansSchema withUsers(int users) throws SQLException {
        String name = PostgresTestDatabase.createSchema();
        JdbcStorage.open(PostgresTestDatabase.urlFor(name), 2).close();
        PlansSchema schema = new PlansSchema(name, DriverManager.getConnection(PostgresTestDatabase.urlFor(name)));
        schema.execute("INSERT INTO {schema}.shutter_users (id, username, username_key, full_name, first_name,"
                + " last_name, profile_picture, is_private) SELECT i, 'user' || i, 'user' || i, '', '', '', '', FALSE"
                + " FROM generate_series(1, " + users + ") AS i");
        return schema;
    }

    /** Runs {@code statements} in turn, {@code {schema}} in each naming this schema. */
    void execute(String... statements) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (String text : statements) {
                statement.execute(new Schema(name).qualify(text));
            }
        }
    }

    @Override
    public void close() throws SQLException {
        try {
            connection.close();
        } finally {
            PostgresTestDatabase.dropSchema(name);
        }
    }
}
