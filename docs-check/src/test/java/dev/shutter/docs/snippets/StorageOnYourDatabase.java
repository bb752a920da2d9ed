package dev.shutter.docs.snippets;

import dev.shutter.adapters.jdbc.JdbcStorage;
import java.util.List;
import javax.sql.DataSource;

/** docs/embedding.md, "Keep the storage on your database": both ways to open the JDBC storage. */
public final class StorageOnYourDatabase {

    private StorageOnYourDatabase() {}

    /** Opens the storage on the host's pool and on a URL of its own; the caller closes both. */
    public static List<JdbcStorage> open(DataSource dataSource, String jdbcUrl) {
        // docs:BEGIN
        JdbcStorage onYourPool = JdbcStorage.on(dataSource).schema("shutter").open();
        JdbcStorage onItsOwnPools = JdbcStorage.at(jdbcUrl).poolSize(10).open(); // jdbc:postgresql://db/app?user=app
        // docs:END
        return List.of(onYourPool, onItsOwnPools);
    }
}
