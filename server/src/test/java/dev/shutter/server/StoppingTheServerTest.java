package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.support.ServerProcess;
import dev.shutter.server.support.TestServers;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A stop signal ends the server the way --help says: exit code 0, with a line saying it stopped. */
class StoppingTheServerTest {

    @ParameterizedTest(name = "SIG{0}")
    @ValueSource(strings = {"TERM", "INT"})
    @DisplayName("a stop signal exits 0 and logs the stop")
    void stopSignal(String signal) throws IOException {
        // given: a signal this process ignores, its child inherits ignored, and the JVM leaves it so
        Assumptions.assumeFalse(
                signal.equals("INT") && ignoresSigint(),
                "SIGINT is ignored by this process, and so by the server it starts (a shell started the build in"
                        + " the background, without job control): the stop on SIGINT cannot be seen here");
        ServerProcess server = ServerProcess.start(TestServers.freshDataDir(), "--storage", "memory");

        // when
        int code = server.stopWith(signal);

        // then
        assertThat(code).as(server.output()).isZero();
        assertThat(server.output()).contains("Shutter stopped");
        assertThat(OptionsParser.help()).contains("0 stopped");
    }

    /** Whether SIGINT (2) is in this process's ignored signals, as Linux lists them in hexadecimal. */
    private static boolean ignoresSigint() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return false;
        }
        return Files.readAllLines(status).stream()
                .filter(line -> line.startsWith("SigIgn:"))
                .map(line -> new BigInteger(line.substring("SigIgn:".length()).trim(), 16))
                .anyMatch(mask -> mask.testBit(1));
    }
}
