package dev.shutter.adapters.jdbc;

import javax.sql.DataSource;

/**
 * Where a storage's connections come from: single statements, transactions, the schema's migrations at open
 * (on pools of Shutter's own, connections without the pools' timeouts), and what to do when a connection is
 * found lost (on Shutter's pools, let go of every idle connection: a database that ended one session, as when
 * its sessions are terminated or it restarts, has most often ended the others, and a request that took one of
 * them would fail).
 */
record StorageSources(DataSource statements, DataSource transactions, DataSource migrating, Runnable connectionsLost) {

    /** A host's sources: migrated on the statements' source, and nothing of theirs is let go. */
    static StorageSources host(DataSource statements, DataSource transactions) {
        return new StorageSources(statements, transactions, statements, () -> {});
    }
}
