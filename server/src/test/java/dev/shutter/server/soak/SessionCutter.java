package dev.shutter.server.soak;

import dev.shutter.adapters.jdbc.PostgresTestDatabase;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A fault for the soak: every few hundred milliseconds, ends the PostgreSQL sessions whose {@code
 * application_name} is the server's own, the pools' and the event loops' (the shared PostgreSQL is never restarted, and no other session is
 * touched), so that requests in flight fail and the pool has to open new connections.
 */
final class SessionCutter {

    private final String applicationName;
    private final long everyMillis;
    private final AtomicInteger cut = new AtomicInteger();
    private final Thread thread;
    private volatile boolean running = true;

    private SessionCutter(String applicationName, long everyMillis) {
        this.applicationName = applicationName;
        this.everyMillis = everyMillis;
        this.thread = new Thread(this::cutUntilStopped, "soak-session-cutter");
        this.thread.setDaemon(true);
    }

    /** Starts cutting the sessions named {@code applicationName} every {@code everyMillis}. */
    static SessionCutter start(String applicationName, long everyMillis) {
        SessionCutter cutter = new SessionCutter(applicationName, everyMillis);
        cutter.thread.start();
        return cutter;
    }

    /** Stops cutting; the number of sessions cut. */
    int stop() throws InterruptedException {
        running = false;
        thread.interrupt();
        thread.join(10_000);
        return cut.get();
    }

    private void cutUntilStopped() {
        try (Connection connection = DriverManager.getConnection(PostgresTestDatabase.baseUrl());
                PreparedStatement terminate = connection.prepareStatement(
                        "SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) FROM pg_stat_activity"
                                + " WHERE application_name IN (?, ?) AND pid <> pg_backend_pid()")) {
            terminate.setString(1, applicationName);
            terminate.setString(2, applicationName + "-event-loops");
            while (running) {
                try {
                    Thread.sleep(everyMillis);
                } catch (InterruptedException e) {
                    return;
                }
                try (ResultSet result = terminate.executeQuery()) {
                    result.next();
                    cut.addAndGet(result.getInt(1));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the session cutter lost its own connection: " + e.getSQLState(), e);
        }
    }
}
