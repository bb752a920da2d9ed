package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.support.ServerProcess;
import dev.shutter.server.support.TestServers;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A stop signal ends the server the way --help says: exit code 0, with a line saying it stopped. */
class StoppingTheServerTest {

    @ParameterizedTest(name = "SIG{0}")
    @ValueSource(strings = {"TERM", "INT"})
    @DisplayName("a stop signal exits 0 and logs the stop")
    void stopSignal(String signal) {
        // given
        ServerProcess server = ServerProcess.start(TestServers.freshDataDir(), "--storage", "memory");

        // when
        int code = server.stopWith(signal);

        // then
        assertThat(code).as(server.output()).isZero();
        assertThat(server.output()).contains("Shutter stopped");
        assertThat(OptionsParser.help()).contains("0 stopped");
    }
}
