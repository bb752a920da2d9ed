package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.ports.out.StorageUnavailableException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Which database failures mean "cannot be reached for now" (503) and which are failures (500). */
class TellingAnOutageFromAFailureTest {

    @Test
    @DisplayName("connection failures, a server shutting down or full, and a pool timeout are outages")
    void outages() {
        for (String state : new String[] {"08006", "08001", "57P01", "57P03", "53300"}) {
            assertThat(StorageException.of("users.find", new SQLException("I/O error on 10.0.0.1", state)))
                    .as(state)
                    .isInstanceOf(StorageUnavailableException.class)
                    .hasMessageContaining("users.find")
                    .hasMessageNotContaining("10.0.0.1");
        }
        assertThat(StorageException.of(
                        "transaction", new SQLTransientConnectionException("Connection is not available")))
                .isInstanceOf(StorageUnavailableException.class);
    }

    @Test
    @DisplayName("a broken constraint or a serialization failure stays a storage failure")
    void failures() {
        assertThat(StorageException.of("users.add", new SQLException("Key (id)=(7) already exists", "23505")))
                .isInstanceOf(StorageException.class)
                .hasMessageNotContaining("Key (id)");
        assertThat(StorageException.of("transaction", new SQLException("could not serialize", "40001")))
                .isInstanceOf(StorageException.class);
    }
}
