package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.StorageThreads;
import io.vavr.control.Option;
import java.util.function.Supplier;

/**
 * Opening a {@link JdbcStorage}, for both builders: the sources checked ({@link ConnectionRequirements}), the
 * schema migrated ({@link Migrations}), what sends reads without waiting opened, and the storage wired on them;
 * on failure, what was opened for this storage closed again.
 */
final class StorageOpening {

    private StorageOpening() {}

    /**
     * Checks the sources, migrates the schema, opens what sends reads without waiting ({@code sender}, see
     * {@link UrlStorageBuilder#eventLoops}; none for a host's sources), which closing the storage closes first,
     * and wires the stores, its {@link StorageThreads} told by {@code connections} and the sender's event loops;
     * on failure closes the sender, if it was opened, and runs {@code closeOwned}, which closes what the caller
     * opened for this storage (nothing for a host's sources).
     */
    static JdbcStorage open(
            StorageSources sources,
            Schema schema,
            Runnable closeOwned,
            int connections,
            Supplier<Option<Sql.Sender>> sender) {
        Option<Sql.Sender> sent = Option.none();
        try {
            Dialect dialect = ConnectionRequirements.check(sources.statements(), sources.transactions());
            Migrations.migrate(sources.migrating(), schema);
            sent = sender.get();
            StorageThreads threads = sent.isDefined()
                    ? StorageThreads.onEventLoops(sent.get().eventLoops(), connections)
                    : StorageThreads.blocking(connections);
            return new JdbcStorage(sources, dialect, schema, closeOwned, threads, sent);
        } catch (RuntimeException e) {
            sent.forEach(Sql.Sender::close);
            closeOwned.run();
            throw e;
        }
    }
}
