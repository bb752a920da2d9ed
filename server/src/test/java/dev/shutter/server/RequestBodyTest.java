package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.support.Api;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.RawHttps;
import dev.shutter.server.support.TestServers;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Request bodies are read before any handler runs, without holding a thread while a slow client sends:
 * in pieces, chunked, over the limit, with an empty Content-Type.
 */
class RequestBodyTest {

    private static final String FORM = "application/x-www-form-urlencoded";

    private static String token;
    private static String media;
    private static int port;

    @BeforeAll
    static void givenAToken() {
        Platform platform = Platform.shared();
        Platform.User user = platform.user("body");
        token = platform.token(user, platform.liveApp());
        media = platform.media(user);
        port = TestServers.shared().httpsPort();
    }

    private static String head(String contentType, String framing) {
        return "POST /v1/media/" + media + "/comments HTTP/1.1\r\nHost: localhost:" + port
                + "\r\nConnection: close\r\nAuthorization: Bearer " + token + "\r\nContent-Type: " + contentType
                + "\r\n" + framing + "\r\n\r\n";
    }

    private static List<String> comments() {
        List<String> texts = new ArrayList<>();
        new Api()
                .get("/v1/media/" + media + "/comments", token)
                .data()
                .forEach(c -> texts.add(c.get("text").asText()));
        return texts;
    }

    @Test
    @DisplayName("a form body that arrives in three pieces, a quarter second apart, is read whole")
    void slowBody() {
        byte[] body = ("text=" + Forms.enc("arrived slowly, in pieces")).getBytes(StandardCharsets.US_ASCII);
        List<byte[]> pieces = List.of(
                Arrays.copyOfRange(body, 0, 4),
                Arrays.copyOfRange(body, 4, 12),
                Arrays.copyOfRange(body, 12, body.length));
        RawHttps.Raw answer = RawHttps.sendInPieces(port, head(FORM, "Content-Length: " + body.length), pieces, 250);
        assertThat(answer.status()).as(answer.text()).isEqualTo(200);
        assertThat(comments()).contains("arrived slowly, in pieces");
    }

    @Test
    @DisplayName("a chunked form body is read whole; one over 64 KiB is refused and changes nothing")
    void chunked() {
        String text = "sent in chunks";
        RawHttps.Raw answer = RawHttps.sendInPieces(
                port,
                head(FORM, "Transfer-Encoding: chunked"),
                List.of(chunk("text="), chunk(Forms.enc(text)), chunk("")),
                50);
        assertThat(answer.status()).as(answer.text()).isEqualTo(200);
        assertThat(comments()).contains(text);

        List<String> before = comments();
        List<byte[]> huge = new ArrayList<>();
        huge.add(chunk("text="));
        for (int i = 0; i < 20; i++) {
            huge.add(chunk("a".repeat(4000)));
        }
        huge.add(chunk(""));
        RawHttps.Raw refused = RawHttps.sendInPieces(port, head(FORM, "Transfer-Encoding: chunked"), huge, 0);
        assertThat(refused.status()).as(refused.text()).isEqualTo(400);
        assertThat(refused.body()).contains("larger than 65536 bytes");
        assertThat(comments()).isEqualTo(before);
    }

    @Test
    @DisplayName("an empty Content-Type is named as such")
    void emptyContentType() {
        RawHttps.Raw answer = RawHttps.sendWithHeaders(
                port,
                true,
                "POST /v1/users/self/relationship HTTP/1.1",
                List.of("Content-Type: ", "Authorization: Bearer " + token),
                "action=follow".getBytes(StandardCharsets.US_ASCII));
        assertThat(answer.status()).as(answer.text()).isEqualTo(400);
        assertThat(Platform.read(answer.body()).at("/meta/error_message").asText())
                .endsWith("not an empty Content-Type");
    }

    private static byte[] chunk(String data) {
        return (Integer.toHexString(data.length()) + "\r\n" + data + "\r\n").getBytes(StandardCharsets.US_ASCII);
    }
}
