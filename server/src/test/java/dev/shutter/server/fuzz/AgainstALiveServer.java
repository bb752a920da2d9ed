package dev.shutter.server.fuzz;

import java.sql.SQLException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** Tests that send hostile requests: one seeded {@link LiveServer} for the class, stopped after it. */
abstract class AgainstALiveServer {

    static LiveServer server;

    @BeforeAll
    static void start() throws SQLException {
        server = LiveServer.start();
    }

    @AfterAll
    static void stop() throws SQLException {
        if (server != null) {
            server.stop();
            server = null;
        }
    }
}
