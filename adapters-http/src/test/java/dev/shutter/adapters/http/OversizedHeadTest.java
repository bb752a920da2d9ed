package dev.shutter.adapters.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.http.web.Answered;
import dev.shutter.adapters.http.web.Page;
import dev.shutter.adapters.http.web.WebAnswer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Header fields over the limit are refused in the shape of the area the path falls in, by the surface. */
@DisplayName("A request whose header fields are too large")
class OversizedHeadTest {

    @Test
    @DisplayName("is the operator API's JSON under /admin, a page under /oauth, JSON at the token endpoints")
    void eachAreaInItsShape() throws IOException {
        WebAnswer operator = OversizedHead.answer("/admin/users");
        WebAnswer page = OversizedHead.answer("/oauth/authorize");
        WebAnswer token = OversizedHead.answer("/oauth/access_token/");
        WebAnswer api = OversizedHead.answer("/v1/users/self");

        assertThat(operator.status()).isEqualTo(431);
        assertThat(Answered.json(operator).get("error").asText()).isEqualTo(OversizedHead.TOO_LARGE);
        assertThat(page.status()).isEqualTo(431);
        assertThat(page.headers("Content-Type")).containsExactly("text/html; charset=utf-8");
        assertThat(new String(page.body().get(), StandardCharsets.UTF_8))
                .contains(Page.escape(OversizedHead.TOO_LARGE));
        assertThat(token.status()).isEqualTo(400);
        assertThat(Answered.json(token).get("error").asText()).isEqualTo("invalid_request");
        assertThat(api.status()).isEqualTo(400);
        assertThat(Answered.json(api).at("/meta/error_type").asText()).isEqualTo("APIInvalidParametersError");
    }

    @Test
    @DisplayName("is the API's envelope on a path that only starts like an area's")
    void onlyWholeSegmentsMakeAnArea() throws IOException {
        WebAnswer answer = OversizedHead.answer("/oauthx");

        assertThat(answer.status()).isEqualTo(400);
        assertThat(Answered.json(answer).at("/meta/error_type").asText()).isEqualTo("APIInvalidParametersError");
    }
}
