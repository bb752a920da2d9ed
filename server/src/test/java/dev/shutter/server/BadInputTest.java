package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.RawHttps;
import dev.shutter.server.support.TestServers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Bad input gets a clear 4xx, never a 500, and the server stays up. */
class BadInputTest {

    private static String token;
    private static String media;
    private final Browser browser = Browser.onShared();

    @BeforeAll
    static void givenAToken() {
        Platform platform = Platform.shared();
        Platform.User user = platform.user("fuzzer");
        token = platform.token(user, platform.liveApp());
        media = platform.media(user);
    }

    @AfterEach
    void serverStaysUp() {
        assertThat(browser.get("/health").body()).isEqualTo("{\"status\":\"up\",\"storage\":\"up\"}");
    }

    private static void assertInvalid(Api.Answer answer, String mentions) {
        assertThat(answer.status()).as(answer.json().toString()).isEqualTo(400);
        assertThat(answer.errorType()).isEqualTo("APIInvalidParametersError");
        assertThat(answer.errorMessage()).contains(mentions);
    }

    @Test
    @DisplayName("escapes that do not decode to UTF-8, in the query or the body")
    void notUtf8() {
        assertInvalid(
                Api.answer(browser.get("/v1/users/self?access_token=" + Forms.enc(token) + "&x=%C3%28")), "UTF-8");
        assertInvalid(
                Api.answer(browser.post(
                        "/v1/media/" + media + "/comments",
                        "application/x-www-form-urlencoded",
                        "access_token=" + Forms.enc(token) + "&text=%FF")),
                "UTF-8");
    }

    @Test
    @DisplayName("a broken escape in a form body is a clear error; in the request line the HTTP parser refuses it")
    void brokenEscapes() {
        assertInvalid(
                Api.answer(browser.post(
                        "/v1/media/" + media + "/comments",
                        "application/x-www-form-urlencoded",
                        "access_token=" + Forms.enc(token) + "&text=100%")),
                "percent-encoding");
        // Undertow refuses a request target that is not a URI before any handler runs: a bare 400.
        RawHttps.Raw raw = RawHttps.get(TestServers.shared().httpsPort(), "/v1/users/self?x=%G1");
        assertThat(raw.status()).isEqualTo(400);
    }

    @Test
    @DisplayName("a huge query string, huge parameters and a huge body are refused with clear errors")
    void huge() {
        assertInvalid(Api.answer(browser.get("/v1/users/self?x=" + "a".repeat(17_000))), "longer than 16384");
        StringBuilder many = new StringBuilder("access_token=" + Forms.enc(token));
        for (int i = 0; i < 300; i++) {
            many.append("&p").append(i).append("=1");
        }
        assertInvalid(Api.answer(browser.get("/v1/users/self?" + many)), "more than 256 parameters");
        Api.Answer body = Api.answer(browser.post(
                "/v1/media/" + media + "/comments",
                "application/x-www-form-urlencoded",
                "access_token=" + Forms.enc(token) + "&text=" + "a".repeat(100_000)));
        assertInvalid(body, "larger than 65536 bytes");
        Api.Answer longText = new Api().post("/v1/media/" + media + "/comments", token, "text", "b".repeat(9000));
        assertThat(longText.status()).isEqualTo(400);
        RawHttps.Raw enormous =
                RawHttps.get(TestServers.shared().httpsPort(), "/v1/users/self?x=" + "a".repeat(2_000_000));
        assertThat(enormous.status()).isEqualTo(400);
    }

    @Test
    @DisplayName("a POST body that is not a form is refused, naming the content type it must have")
    void wrongContentType() {
        for (String type : new String[] {"application/json", "text/plain", "multipart/form-data; boundary=x"}) {
            Api.Answer answer = Api.answer(browser.post(
                    "/v1/users/self/relationship",
                    type,
                    "{\"action\":\"follow\"}",
                    "Authorization",
                    "Bearer " + token));
            assertInvalid(answer, "application/x-www-form-urlencoded");
        }
        Api.Answer noType = Api.answer(RawPost.without(token));
        assertInvalid(noType, "no Content-Type");
    }

    @Test
    @DisplayName("odd paths and methods are 404 and 405 in the envelope")
    void oddPaths() {
        for (String path :
                new String[] {"/v1/media//comments", "/v1/users/self/..%2F..%2Fadmin", "/%2e%2e/etc", "/v1/ü"}) {
            RawHttps.Raw raw = RawHttps.get(TestServers.shared().httpsPort(), path);
            assertThat(raw.status()).as(path).isIn(400, 404);
        }
        assertThat(Api.answer(browser.call("PATCH", "/v1/media/1_1/comments")).status())
                .isEqualTo(405);
        assertThat(Api.answer(browser.call("OPTIONS", "/v1/users/self")).status())
                .isEqualTo(405);
        assertThat(Api.answer(browser.get("/v1/media/1_1/comments/1/2")).status())
                .isEqualTo(404);
    }

    /** A POST with a body and no Content-Type, which the JDK client cannot omit on its own. */
    private static final class RawPost {
        static java.net.http.HttpResponse<String> without(String token) {
            return Browser.onShared()
                    .send(
                            "POST",
                            "/v1/users/self/relationship",
                            null,
                            "action=follow",
                            "Authorization",
                            "Bearer " + token);
        }
    }
}
