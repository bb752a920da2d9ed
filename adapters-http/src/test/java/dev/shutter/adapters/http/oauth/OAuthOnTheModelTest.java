package dev.shutter.adapters.http.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.adapters.http.web.Answered;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.FormEncoding;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.SentRequest;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebHandler;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.Failure;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.LoginUseCase;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.StorageUnavailableException;
import io.vavr.control.Option;
import java.io.IOException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The OAuth endpoints and pages answer the surface's requests with no web server: the session cookie, the page
 * headers, the token endpoints' JSON and their refusals are the surface's, not a binding's.
 */
@DisplayName("The OAuth endpoints and pages on the surface's model")
class OAuthOnTheModelTest {

    private static final String CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
    private static final Pattern CSRF = Pattern.compile("name=\"csrf_token\" value=\"([^\"]+)\"");
    private static final Pattern SESSION =
            Pattern.compile(SessionCookie.NAME + "=([^;]+); Path=/; Expires=[^;]+ GMT; Secure; HttpOnly; SameSite=Lax");

    private final Fixtures fixtures = Fixtures.on(new InMemoryStorage());
    private final Incidents incidents = new Incidents(Randomness.from(new Random(5)));
    private final Sessions sessions = new Sessions(fixtures.shutter.login());
    private final AuthorizeHandler authorize =
            new AuthorizeHandler(fixtures.shutter.authorization(), sessions, new BaseUrl(Option.none()), incidents);
    private final AppCreated app = fixtures.liveApp("model-app");

    private String query() {
        return "client_id=model-app&redirect_uri=" + FormEncoding.encode(Fixtures.REDIRECT)
                + "&response_type=code&scope=basic&state=s1&code_challenge=" + CHALLENGE
                + "&code_challenge_method=S256";
    }

    private static String html(WebAnswer answer) {
        return new String(answer.body().get(), StandardCharsets.UTF_8);
    }

    private static String sessionOf(WebAnswer answer) {
        assertThat(answer.headers("Set-Cookie")).hasSize(1);
        Matcher cookie = SESSION.matcher(answer.headers("Set-Cookie").get(0));
        assertThat(cookie.matches()).as(answer.headers("Set-Cookie").get(0)).isTrue();
        return cookie.group(1);
    }

    private static String csrfOf(WebAnswer answer) {
        Matcher csrf = CSRF.matcher(html(answer));
        assertThat(csrf.find()).isTrue();
        return csrf.group(1);
    }

    private static SentRequest form(String path, String session, String body) {
        return SentRequest.of("POST", path)
                .cookie(SessionCookie.NAME, session)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .body(body.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    @DisplayName("the login page starts a session: its cookie is Secure, HttpOnly, SameSite=Lax and host-only")
    void loginPageSetsTheSessionCookie() {
        WebAnswer page = Answered.now(authorize, SentRequest.of("GET", OAuthPaths.AUTHORIZE + "?" + query()));

        assertThat(page.status()).isEqualTo(200);
        assertThat(page.headers("Content-Type")).containsExactly("text/html; charset=utf-8");
        assertThat(html(page)).contains("Log in to continue to <strong>App model-app</strong>");
        assertThat(sessionOf(page)).isNotBlank();
        assertThat(page.headers("Cache-Control")).containsExactly("no-store");
        assertThat(page.headers("X-Frame-Options")).containsExactly("DENY");
    }

    @Test
    @DisplayName("logging in renews the session's cookie and leads to the consent page, which sets none")
    void logInThenConsent() {
        // given
        WebAnswer page = Answered.now(authorize, SentRequest.of("GET", OAuthPaths.AUTHORIZE + "?" + query()));
        String anonymous = sessionOf(page);
        fixtures.user("7001", "mia");

        // when
        WebAnswer loggedIn = Answered.now(
                authorize,
                form(
                        OAuthPaths.AUTHORIZE,
                        anonymous,
                        query() + "&csrf_token=" + FormEncoding.encode(csrfOf(page)) + "&username=mia&password="
                                + FormEncoding.encode(Fixtures.PASSWORD)));
        String renewed = sessionOf(loggedIn);
        WebAnswer consent = Answered.now(
                authorize,
                SentRequest.of("GET", OAuthPaths.AUTHORIZE + "?" + query()).cookie(SessionCookie.NAME, renewed));

        // then
        assertThat(loggedIn.status()).isEqualTo(303);
        assertThat(loggedIn.headers("Location"))
                .containsExactly("https://127.0.0.1:8443" + OAuthPaths.AUTHORIZE + "?" + query());
        assertThat(renewed).isNotEqualTo(anonymous);
        assertThat(consent.status()).isEqualTo(200);
        assertThat(html(consent)).contains("would like to access your account, <strong>mia</strong>");
        assertThat(consent.headers("Set-Cookie")).isEmpty();
    }

    @Test
    @DisplayName("a wrong password is 401 on the login page, and logging out removes the cookie")
    void wrongPasswordAndLogout() {
        // given
        WebAnswer page = Answered.now(authorize, SentRequest.of("GET", OAuthPaths.AUTHORIZE + "?" + query()));
        String session = sessionOf(page);
        String csrf = FormEncoding.encode(csrfOf(page));
        fixtures.user("7002", "noa");

        // when
        WebAnswer refused = Answered.now(
                authorize,
                form(OAuthPaths.AUTHORIZE, session, query() + "&csrf_token=" + csrf + "&username=noa&password=nope"));
        WebAnswer loggedOut = Answered.now(
                new LogoutHandler(sessions, incidents), form(OAuthPaths.LOGOUT, session, "csrf_token=" + csrf));

        // then
        assertThat(refused.status()).isEqualTo(401);
        assertThat(html(refused)).contains(LoginMessages.INVALID);
        assertThat(loggedOut.status()).isEqualTo(200);
        assertThat(loggedOut.headers("Set-Cookie"))
                .containsExactly(SessionCookie.NAME + "=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax");
    }

    @Test
    @DisplayName("the token endpoint takes POST only, and exchanges a code for a token with its user")
    void tokenEndpoint() throws IOException {
        // given
        WebHandler tokens = new AccessTokenHandler(fixtures.shutter.codeExchange(), incidents);
        String code = fixtures.code(fixtures.user("7003", "ora"), app, "basic");

        // when
        WebAnswer wrongMethod = Answered.now(tokens, SentRequest.of("GET", OAuthPaths.ACCESS_TOKEN));
        WebAnswer granted = Answered.now(
                tokens,
                SentRequest.of("POST", OAuthPaths.ACCESS_TOKEN)
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .body(("client_id=model-app&client_secret="
                                        + FormEncoding.encode(
                                                app.generatedSecret().get())
                                        + "&grant_type=authorization_code&redirect_uri="
                                        + FormEncoding.encode(Fixtures.REDIRECT) + "&code=" + code
                                        + "&code_verifier=" + "v".repeat(43))
                                .getBytes(StandardCharsets.UTF_8)));

        // then
        assertThat(wrongMethod.status()).isEqualTo(405);
        assertThat(wrongMethod.headers("Allow")).containsExactly("POST");
        assertThat(Answered.json(wrongMethod).get("error").asText()).isEqualTo("invalid_request");
        assertThat(granted.status())
                .as(new String(granted.body().get(), StandardCharsets.UTF_8))
                .isEqualTo(200);
        JsonNode body = Answered.json(granted);
        assertThat(body.get("token_type").asText()).isEqualTo("bearer");
        assertThat(body.at("/user/username").asText()).isEqualTo("ora");
        assertThat(body.at("/user/id").asText()).isEqualTo("7003");
        assertThat(granted.headers("Cache-Control")).containsExactly("no-store");
        assertThat(granted.headers("Pragma")).containsExactly("no-cache");
    }

    @Test
    @DisplayName("the storage out of reach is 503 with Retry-After, as JSON at the token endpoint, as a page")
    void storageOutOfReach() throws IOException {
        WebAnswer json = Answered.now(
                new AccessTokenHandler(
                        command -> {
                            throw new StorageUnavailableException("exchange");
                        },
                        incidents),
                SentRequest.of("POST", OAuthPaths.ACCESS_TOKEN));
        LoginUseCase unreachable = (LoginUseCase) Proxy.newProxyInstance(
                LoginUseCase.class.getClassLoader(), new Class<?>[] {LoginUseCase.class}, (proxy, method, args) -> {
                    throw new StorageUnavailableException(method.getName());
                });
        WebAnswer page = Answered.now(
                new ManageAccessHandler(
                        fixtures.shutter.revocation(),
                        new Sessions(unreachable),
                        new BaseUrl(Option.none()),
                        incidents),
                SentRequest.of("GET", OAuthPaths.MANAGE_ACCESS));

        assertThat(json.status()).isEqualTo(503);
        assertThat(json.headers("Retry-After")).containsExactly("5");
        assertThat(Answered.json(json).get("error").asText()).isEqualTo("temporarily_unavailable");
        assertThat(page.status()).isEqualTo(503);
        assertThat(page.headers("Retry-After")).containsExactly("5");
        assertThat(html(page)).contains(OAuthPages.UNAVAILABLE);
    }

    @Test
    @DisplayName("a write sent and its answer lost is a 503 that says it may have been applied, as JSON and as a page")
    void outcomeUnknown() throws IOException {
        WebAnswer json = Answered.now(
                new AccessTokenHandler(
                        command -> {
                            throw StorageUnavailableException.mayHaveApplied("exchange");
                        },
                        incidents),
                SentRequest.of("POST", OAuthPaths.ACCESS_TOKEN));
        LoginUseCase lost = (LoginUseCase) Proxy.newProxyInstance(
                LoginUseCase.class.getClassLoader(), new Class<?>[] {LoginUseCase.class}, (proxy, method, args) -> {
                    throw StorageUnavailableException.mayHaveApplied(method.getName());
                });
        WebAnswer page = Answered.now(
                new ManageAccessHandler(
                        fixtures.shutter.revocation(), new Sessions(lost), new BaseUrl(Option.none()), incidents),
                SentRequest.of("GET", OAuthPaths.MANAGE_ACCESS));
        String sentence = new Failure.OutcomeUnknown(5).message();

        assertThat(json.status()).isEqualTo(503);
        assertThat(json.headers("Retry-After")).containsExactly("5");
        assertThat(Answered.json(json).get("error").asText()).isEqualTo("temporarily_unavailable");
        assertThat(Answered.json(json).get("error_description").asText()).isEqualTo(sentence);
        assertThat(page.status()).isEqualTo(503);
        assertThat(html(page)).contains(sentence).doesNotContain(OAuthPages.UNAVAILABLE);
    }
}
