package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.support.Browser;
import dev.shutter.server.support.TestServers;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import javax.net.ssl.SSLSocket;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A request body that stops arriving does not hold its connection beyond the read timeout. */
class StalledBodyTest {

    @Test
    @DisplayName("a body that makes no progress for the read timeout (2 s here) has its connection closed")
    void stalledBodyIsClosed() throws IOException {
        // given: a server with a short read timeout
        RunningServer server = RunningServer.start(
                ServerOptions.forTests(TestServers.freshDataDir()).withReadTimeout(Duration.ofSeconds(2)),
                TestServers.tuning());
        try (SSLSocket socket = (SSLSocket) Browser.trusting(TestServers.sharedDataDir())
                .getSocketFactory()
                .createSocket("localhost", server.httpsPort())) {
            // far longer than the timeout, far shorter than the 150 s such a connection used to live
            socket.setSoTimeout(30_000);
            socket.startHandshake();
            OutputStream out = socket.getOutputStream();

            // when: ten bytes of a hundred announced, then nothing
            out.write(("POST /oauth/access_token HTTP/1.1\r\nHost: localhost\r\n"
                            + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n"
                            + "grant_type")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();

            // then: the server ends the connection (whatever it says first), well before the client gives up
            assertThat(readsToTheEnd(socket.getInputStream()))
                    .as("the server closed the connection")
                    .isTrue();
        } finally {
            server.close();
        }
    }

    private static boolean readsToTheEnd(InputStream in) throws IOException {
        try {
            in.readAllBytes();
            return true;
        } catch (SocketTimeoutException e) {
            return false;
        } catch (IOException e) {
            // a reset is a close too
            return true;
        }
    }
}
