package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.RawHttps;
import dev.shutter.server.support.TestServers;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Undertow's counts (1,000 query parameters, 200 header fields, 200 cookies by default) no longer refuse a request
 * before the handlers see it: each area answers in its own shape, and the plain listener revokes the token.
 */
class RequestsOverTheParsersCountsTest {

    private final Platform platform = Platform.shared();

    private static String manyParameters(int count) {
        StringBuilder query = new StringBuilder();
        for (int i = 0; i < count; i++) {
            query.append("&p").append(i).append("=1");
        }
        return query.toString();
    }

    private static List<String> manyHeaders(int count) {
        List<String> headers = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            headers.add("X-P" + i + ": 1");
        }
        return headers;
    }

    private static RawHttps.Raw https(String target, List<String> headers) {
        return RawHttps.sendWithHeaders(
                TestServers.shared().httpsPort(), true, "GET " + target + " HTTP/1.1", headers, null);
    }

    @Test
    @DisplayName("1,000 query parameters get each area's refusal naming the 256 allowed, not a bare 400")
    void thousandParameters() {
        String token = platform.token(platform.user("many"), platform.liveApp());
        String many = manyParameters(1_000);

        RawHttps.Raw api = https("/v1/users/self?access_token=" + Forms.enc(token) + many, List.of());
        RawHttps.Raw page = https("/oauth/authorize?client_id=x" + many, List.of());
        RawHttps.Raw admin =
                https("/admin/apps?x=1" + many, List.of("Authorization: Bearer " + TestServers.ADMIN_TOKEN));

        assertThat(api.status()).as(api.head()).isEqualTo(400);
        assertThat(Platform.read(api.body()).at("/meta/error_type").asText()).isEqualTo("APIInvalidParametersError");
        assertThat(api.body()).contains("more than 256 parameters");
        assertThat(page.status()).as(page.head()).isEqualTo(400);
        assertThat(page.body()).startsWith("<!DOCTYPE html>").contains("more than 256 parameters");
        assertThat(admin.status()).as(admin.head()).isEqualTo(400);
        assertThat(Platform.read(admin.body()).get("error").asText()).contains("more than 256 parameters");
    }

    @Test
    @DisplayName("over HTTP/2 too, 1,000 query parameters get the /v1 envelope naming the 256 allowed")
    void thousandParametersOverHttp2() throws Exception {
        String token = platform.token(platform.user("many2"), platform.liveApp());
        HttpClient client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_2)
                .sslContext(Browser.trusting(TestServers.sharedDataDir()))
                .build();
        URI target = URI.create(TestServers.shared().baseUrl() + "/v1/users/self?access_token=" + Forms.enc(token)
                + manyParameters(1_000));

        HttpResponse<String> answer =
                client.send(HttpRequest.newBuilder(target).build(), HttpResponse.BodyHandlers.ofString());

        assertThat(answer.version()).isEqualTo(HttpClient.Version.HTTP_2);
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(400);
        assertThat(answer.body()).contains("APIInvalidParametersError", "more than 256 parameters");
    }

    @Test
    @DisplayName("300 small header fields and 300 cookies are served as any request")
    void manyHeadersAndCookies() {
        String token = platform.token(platform.user("headers"), platform.liveApp());
        List<String> cookies = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            cookies.add("c" + i + "=1");
        }

        RawHttps.Raw api = https("/v1/users/self?access_token=" + Forms.enc(token), manyHeaders(300));
        RawHttps.Raw page = https("/oauth/authorize?client_id=x", List.of("Cookie: " + String.join("; ", cookies)));

        assertThat(api.status()).as(api.head()).isEqualTo(200);
        assertThat(page.status()).as(page.head()).isEqualTo(400);
        assertThat(page.body()).contains("Invalid Client ID");
    }

    @Test
    @DisplayName("over plain HTTP, a token in a request of 1,000 parameters or 300 header fields is revoked")
    void plainHttpRevokes() {
        Platform.App app = platform.liveApp();
        Platform.User user = platform.user("plainmany");
        String inManyParameters = platform.token(user, app);
        String inManyHeaders = platform.token(user, app);
        int plain = TestServers.shared().httpPort().get();

        RawHttps.Raw parameters = RawHttps.sendWithHeaders(
                plain,
                false,
                "GET /v1/users/self?access_token=" + Forms.enc(inManyParameters) + manyParameters(1_000) + " HTTP/1.1",
                List.of(),
                null);
        List<String> headers = new ArrayList<>(manyHeaders(300));
        headers.add("Authorization: Bearer " + inManyHeaders);
        RawHttps.Raw fields = RawHttps.sendWithHeaders(plain, false, "GET /v1/users/self HTTP/1.1", headers, null);

        assertThat(parameters.status()).as(parameters.head()).isEqualTo(403);
        assertThat(fields.status()).as(fields.head()).isEqualTo(403);
        Api api = new Api();
        assertThat(api.get("/v1/users/self", inManyParameters).errorType()).isEqualTo("OAuthAccessTokenException");
        assertThat(api.get("/v1/users/self", inManyHeaders).errorType()).isEqualTo("OAuthAccessTokenException");
    }
}
