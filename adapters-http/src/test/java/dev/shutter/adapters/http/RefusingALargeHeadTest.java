package dev.shutter.adapters.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.http.web.Answered;
import dev.shutter.adapters.http.web.LargeHeads;
import dev.shutter.adapters.http.web.Page;
import dev.shutter.adapters.http.web.RequestHead;
import dev.shutter.adapters.http.web.SentRequest;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.ports.contract.Fixtures;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Header fields over the limit are refused by the surface, before any route, in the shape of the path's area. */
@DisplayName("A request whose header fields are too large")
class RefusingALargeHeadTest {

    private final Surface surface =
            Surface.builder(Fixtures.on(new InMemoryStorage()).shutter).build();
    private final LargeHeads heads = surface.largeHeads();

    @Test
    @DisplayName("is the operator API's JSON under /admin, a page under /oauth, JSON at the token endpoints")
    void eachAreaInItsShape() throws IOException {
        WebAnswer operator = heads.answer("/admin/users");
        WebAnswer page = heads.answer("/oauth/authorize");
        WebAnswer token = heads.answer("/oauth/access_token/");
        WebAnswer revoke = heads.answer("/oauth/revoke");
        WebAnswer introspect = heads.answer("/oauth/introspect");
        WebAnswer api = heads.answer("/v1/users/self");

        assertThat(operator.status()).isEqualTo(431);
        assertThat(Answered.json(operator).get("error").asText()).isEqualTo(RequestHead.TOO_LARGE);
        assertThat(page.status()).isEqualTo(431);
        assertThat(page.headers("Content-Type")).containsExactly("text/html; charset=utf-8");
        assertThat(new String(page.body().get(), StandardCharsets.UTF_8)).contains(Page.escape(RequestHead.TOO_LARGE));
        for (WebAnswer endpoint : new WebAnswer[] {token, revoke, introspect}) {
            assertThat(endpoint.status()).isEqualTo(400);
            assertThat(Answered.json(endpoint).get("error").asText()).isEqualTo("invalid_request");
        }
        assertThat(api.status()).isEqualTo(400);
        assertThat(Answered.json(api).at("/meta/error_type").asText()).isEqualTo("APIInvalidParametersError");
    }

    @Test
    @DisplayName("is the API's envelope on a path that only starts like an area's")
    void onlyWholeSegmentsMakeAnArea() throws IOException {
        WebAnswer answer = heads.answer("/oauthx");

        assertThat(answer.status()).isEqualTo(400);
        assertThat(Answered.json(answer).at("/meta/error_type").asText()).isEqualTo("APIInvalidParametersError");
    }

    @Test
    @DisplayName("answers before any route, from the path under the mount")
    void beforeAnyRoute() throws IOException {
        SentRequest request = SentRequest.of("POST", "/oauth/access_token")
                .mountedAt("/social")
                .header("X-Pad", "x".repeat(RequestHead.LIMIT));

        WebAnswer answer = surface.route(request).getLeft();

        assertThat(answer.status()).isEqualTo(400);
        assertThat(Answered.json(answer).get("error").asText()).isEqualTo("invalid_request");
    }
}
