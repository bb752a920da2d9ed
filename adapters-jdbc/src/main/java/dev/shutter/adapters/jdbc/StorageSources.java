package dev.shutter.adapters.jdbc;

import java.time.Duration;
import javax.sql.DataSource;

/**
 * Where a storage's connections come from: single statements, transactions, the schema's migrations at open
 * (on pools of Shutter's own, connections without the pools' timeouts), and what to do when a connection is
 * found lost (on Shutter's pools, let go of every idle connection: a database that ended one session, as when
 * its sessions are terminated or it restarts, has most often ended the others, and a request that took one of
 * them would fail), and the storage's timeout ({@link UrlStorageBuilder#timeout}).
 */
record StorageSources(
        DataSource statements,
        DataSource transactions,
        DataSource migrating,
        Runnable connectionsLost,
        Duration timeout) {

    /** A host's sources: migrated on the statements' source, nothing of theirs let go, the default timeout. */
    static StorageSources host(DataSource statements, DataSource transactions) {
        return new StorageSources(statements, transactions, statements, () -> {}, UrlStorageBuilder.DEFAULT_TIMEOUT);
    }
}
