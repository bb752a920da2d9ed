package dev.shutter.server.roundtrips;

import dev.shutter.server.ServerOptions;
import org.junit.jupiter.api.DisplayName;

/** The same bounds with no event loops: every read on a worker thread through JDBC. */
@DisplayName("Round trips to PostgreSQL per /v1 request, through HTTPS, reads through JDBC")
class RoundTripsThroughJdbcOnPostgresTest extends RoundTripsOnPostgresTest {

    @Override
    ServerOptions adjusted(ServerOptions options) {
        return options.withEventLoops(0);
    }
}
