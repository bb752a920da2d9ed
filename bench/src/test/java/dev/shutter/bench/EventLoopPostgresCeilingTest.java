package dev.shutter.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vertx.pgclient.PgConnectOptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The event-loop ceiling reaches the database and schema of the JDBC URL bench/run gives both ceilings. */
class EventLoopPostgresCeilingTest {

    @Test
    @DisplayName("host, port, database, user, password, and currentSchema as the session's search_path")
    void fromTheJdbcUrl() {
        PgConnectOptions options = EventLoopPostgresCeiling.connectOptions(
                "jdbc:postgresql://127.0.0.1:5433/test?user=root&password=p%26w&currentSchema=bench_1_0&ssl=false");

        assertThat(options.getHost()).isEqualTo("127.0.0.1");
        assertThat(options.getPort()).isEqualTo(5433);
        assertThat(options.getDatabase()).isEqualTo("test");
        assertThat(options.getUser()).isEqualTo("root");
        assertThat(options.getPassword()).isEqualTo("p&w");
        assertThat(options.getProperties()).containsEntry("search_path", "bench_1_0");
        // Vert.x's own session settings stay (the client reads text as UTF-8).
        assertThat(options.getProperties()).containsKey("client_encoding");
    }

    @Test
    @DisplayName("without a port, PostgreSQL's; another kind of URL is refused")
    void defaultsAndRefusals() {
        assertThat(EventLoopPostgresCeiling.connectOptions("jdbc:postgresql://localhost/test?user=root")
                        .getPort())
                .isEqualTo(5432);
        assertThatThrownBy(() -> EventLoopPostgresCeiling.connectOptions("jdbc:h2:mem:test"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
