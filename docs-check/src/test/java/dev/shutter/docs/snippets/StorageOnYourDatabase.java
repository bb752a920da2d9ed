package dev.shutter.docs.snippets;

import dev.shutter.adapters.jdbc.JdbcStorage;
import java.util.List;
import javax.sql.DataSource;

/** docs/embedding.md, "Keep the storage on your database": the ways to open the JDBC storage. */
public final class StorageOnYourDatabase {

    private StorageOnYourDatabase() {}

    /** Opens the storage on the host's pool and in its schema and in the host's, and on a URL of its own; the caller closes them. */
    public static List<JdbcStorage> open(DataSource dataSource, String jdbcUrl) {
        // docs:BEGIN
        JdbcStorage onYourPool = JdbcStorage.on(dataSource).schema("shutter").open();
        // beside your own tables:
        JdbcStorage besideYourTables =
                JdbcStorage.on(dataSource).schema("public").open();
        JdbcStorage onItsOwnPools = JdbcStorage.at(jdbcUrl).poolSize(10).open(); // jdbc:postgresql://db/app?user=app
        // docs:END
        return List.of(onYourPool, besideYourTables, onItsOwnPools);
    }

    /** Opens the storage on a PostgreSQL URL with its reads on event loops; the caller closes it. */
    public static JdbcStorage withEventLoops(String jdbcUrl) {
        // docs:BEGIN
        // jdbc:postgresql://..., with io.vertx:vertx-pg-client in your build: the /v1 reads on 2 event loops
        JdbcStorage withEventLoops = JdbcStorage.at(jdbcUrl).eventLoops(2).open();
        // docs:END
        return withEventLoops;
    }
}
