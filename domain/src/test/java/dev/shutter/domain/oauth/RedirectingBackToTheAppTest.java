package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.control.Option;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Redirecting back to the app")
class RedirectingBackToTheAppTest {

    private static final String ISSUER = "https://auth.example";
    private static final String ISS = "iss=https%3A%2F%2Fauth.example";
    private static final String DENIED =
            "error=access_denied&error_reason=user_denied&error_description=The+user+denied+your+request";

    @Test
    @DisplayName("a denial on the code flow goes in the query, with state and iss")
    void denialInQuery() {
        // given
        RedirectTarget target = new RedirectTarget("https://app.example/cb", false, Option.some("xyz"));

        // when
        String location = AuthorizationFailure.Redirect.denied(target).location(ISSUER);

        // then
        assertThat(location).isEqualTo("https://app.example/cb?" + DENIED + "&state=xyz&" + ISS);
    }

    @Test
    @DisplayName("a denial on the implicit flow goes in the fragment")
    void denialInFragment() {
        // given
        RedirectTarget target = new RedirectTarget("https://app.example/cb", true, Option.some("xyz"));

        // when
        String location = AuthorizationFailure.Redirect.denied(target).location(ISSUER);

        // then
        assertThat(location).isEqualTo("https://app.example/cb#" + DENIED + "&state=xyz&" + ISS);
    }

    @Test
    @DisplayName("an existing query is kept and the answer appended to it; no state, no state parameter")
    void existingQueryKept() {
        // given
        RedirectTarget target = new RedirectTarget("https://app.example/cb?a=1&b=2", false, Option.none());

        // when
        String location = AuthorizationFailure.Redirect.denied(target).location(ISSUER);

        // then
        assertThat(location).isEqualTo("https://app.example/cb?a=1&b=2&" + DENIED + "&" + ISS);
    }

    @Test
    @DisplayName("an implicit-flow answer to a URI with a query keeps the query and uses the fragment")
    void queryAndFragment() {
        // given
        RedirectTarget target = new RedirectTarget("https://app.example/cb?a=1", true, Option.none());

        // when
        String location = target.withParameters(Map.of("access_token", "1001.abc"), ISSUER);

        // then
        assertThat(location).isEqualTo("https://app.example/cb?a=1#access_token=1001.abc&" + ISS);
    }

    @Test
    @DisplayName("other errors carry no error_reason")
    void otherErrors() {
        // given
        RedirectTarget target = new RedirectTarget("https://app.example/cb", false, Option.some("s"));

        // when
        String location =
                new AuthorizationFailure.Redirect(target, "invalid_scope", "unknown scope: x").location(ISSUER);

        // then
        assertThat(location)
                .isEqualTo("https://app.example/cb?error=invalid_scope&error_description=unknown+scope%3A+x&state=s&"
                        + ISS);
    }

    @Test
    @DisplayName("a code goes in the query, parameters in order, everything URL-encoded")
    void codeWithEncoding() {
        // given
        RedirectTarget target = new RedirectTarget("https://app.example/cb", false, Option.some("a b&c=d/é"));
        Map<String, String> params = new LinkedHashMap<>();
        params.put("code", "Zx_-9");

        // when
        String location = target.withParameters(params, ISSUER);

        // then
        assertThat(location).isEqualTo("https://app.example/cb?code=Zx_-9&state=a+b%26c%3Dd%2F%C3%A9&" + ISS);
    }

    @Test
    @DisplayName("the pages an authorization can end on say what docs/spec/DECISIONS.md section 3 says")
    void pages() {
        assertThat(AuthorizationFailure.Page.invalidClient())
                .isEqualTo(new AuthorizationFailure.Page(400, "Invalid Client ID"));
        assertThat(AuthorizationFailure.Page.redirectMismatch())
                .isEqualTo(new AuthorizationFailure.Page(400, "Redirect URI does not match registered redirect URI"));
        assertThat(AuthorizationFailure.Page.implicitDisabled())
                .isEqualTo(new AuthorizationFailure.Page(403, "Implicit authentication is disabled"));
        assertThat(AuthorizationFailure.Page.sandboxOnly().status()).isEqualTo(400);
        assertThat(AuthorizationFailure.Page.sandboxOnly().message()).containsIgnoringCase("sandbox mode");
    }
}
