package dev.shutter.adapters.jdbc;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.pgclient.PgConnection;
import java.util.concurrent.TimeUnit;

/**
 * An event loop and its connection, touched on that event loop's thread only: a lost connection is opened
 * again by the next read.
 */
final class LoopConnection {

    private final Vertx vertx;
    final Context context;
    private final PgConnectOptions options;
    private Future<PgConnection> connection;

    LoopConnection(Vertx vertx, Context context, PgConnectOptions options) {
        this.vertx = vertx;
        this.context = context;
        this.options = options;
    }

    /** The connection, being opened, or opened again when it was lost or could not be opened. */
    Future<PgConnection> connection() {
        if (connection == null || connection.failed()) {
            Future<PgConnection> opening = PgConnection.connect(vertx, options);
            // as long as a request waits for a pool's connection, not the client's 60 s
            Future<PgConnection> connecting =
                    opening.timeout(UrlStorageBuilder.CONNECTION_TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
            connection = connecting;
            opening.onSuccess(opened -> {
                if (connecting.failed()) {
                    opened.close();
                    return;
                }
                opened.closeHandler(closedNow -> {
                            if (connection == connecting) {
                                connection = null;
                            }
                        })
                        // each statement in flight fails with what went wrong; nothing to log here
                        .exceptionHandler(ignored -> {});
            });
        }
        return connection;
    }

    /**
     * Closes the connection a read went out on and had no answer from, if it is still this loop's: the next
     * read opens another.
     */
    void abandon(Future<PgConnection> used) {
        if (used != null && used == connection) {
            connection = null;
            used.onSuccess(PgConnection::close);
        }
    }
}
