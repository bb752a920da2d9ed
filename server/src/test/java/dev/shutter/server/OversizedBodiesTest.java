package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import dev.shutter.adapters.http.support.CapturedLog;
import dev.shutter.server.support.RawHttps;
import dev.shutter.server.support.TestServers;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A body over 64 KiB whose length is not announced (chunked) and that arrives in pieces gets one clean
 * 400, and the server logs no incident for it: a client cannot fill the log with false alarms.
 */
class OversizedBodiesTest {

    private static final Pattern STATUS_LINE = Pattern.compile("HTTP/1\\.1 \\d{3} ");

    @Test
    @DisplayName("an oversized chunked body sent slowly to each OAuth endpoint gets one 400 and no incident")
    void oneAnswerNoIncident() throws InterruptedException {
        // given
        int port = TestServers.shared().httpsPort();
        List<String> paths = List.of("/oauth/access_token", "/oauth/revoke", "/oauth/authorize");
        try (CapturedLog log = CapturedLog.atLeast(Level.WARN)) {
            for (String path : paths) {
                // when
                RawHttps.Raw answer = RawHttps.sendInPieces(port, head(path, port), oversizedChunks(), 5);
                Thread.sleep(300);

                // then
                assertThat(answer.status()).as(path + ": " + answer.text()).isEqualTo(400);
                assertThat(statusLines(answer.text()))
                        .as(path + ": " + answer.text())
                        .isEqualTo(1);
            }
            assertThat(log.lines()).isEmpty();
        }
    }

    private static String head(String path, int port) {
        return "POST " + path + " HTTP/1.1\r\nHost: localhost:" + port
                + "\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded"
                + "\r\nTransfer-Encoding: chunked\r\n\r\n";
    }

    private static List<byte[]> oversizedChunks() {
        List<byte[]> chunks = new ArrayList<>();
        chunks.add(chunk("client_id="));
        for (int i = 0; i < 24; i++) {
            chunks.add(chunk("a".repeat(4000)));
        }
        chunks.add(chunk(""));
        return chunks;
    }

    private static byte[] chunk(String data) {
        return (Integer.toHexString(data.length()) + "\r\n" + data + "\r\n").getBytes(StandardCharsets.US_ASCII);
    }

    private static int statusLines(String text) {
        Matcher m = STATUS_LINE.matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
