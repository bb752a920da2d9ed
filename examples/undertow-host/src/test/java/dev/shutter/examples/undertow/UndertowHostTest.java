package dev.shutter.examples.undertow;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.user.Username;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.out.Randomness;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("A plain Undertow host serves Shutter's code flow and /v1 beside its own route, under its own TLS")
class UndertowHostTest {

    private static final String CALLBACK = "https://app.example/cb";
    private static final String PASSWORD = "correct horse";

    @TempDir
    Path directory;

    private InMemoryStorage storage;
    private UndertowHost host;

    @BeforeEach
    void start() {
        storage = new InMemoryStorage();
    }

    @AfterEach
    void stop() {
        if (host != null) {
            host.close();
        }
        storage.close();
    }

    @Test
    @DisplayName("Alice authorizes an app through the host's pages, and its token follows Bob and reads /v1/users/self")
    void codeFlowAndApiCall() {
        // given Shutter in memory with two users and a live app, mounted on the host's server with the host's key
        Shutter shutter = Shutter.builder(storage)
                .clock(Instant::now)
                .randomness(Randomness.from(new SecureRandom()))
                .build();
        var alice = shutter.operator()
                .createUser(CreateUserCommand.withLogin(new Username("alice"), PASSWORD)
                        .build())
                .get();
        var bob = shutter.operator()
                .createUser(CreateUserCommand.withLogin(new Username("bob"), "battery staple")
                        .build())
                .get();
        var app = shutter.operator()
                .createApp(CreateAppCommand.confidential("Host app", CALLBACK)
                        .live()
                        .scopes(Scope.RELATIONSHIPS)
                        .build())
                .get();
        String clientId = app.client().id().value();
        Path keystore = HostTls.keystore(directory);
        host = UndertowHost.start(shutter, UndertowHost.tls(keystore, HostTls.PASSWORD), "127.0.0.1", 0);
        Visitor browser = new Visitor("https://127.0.0.1:" + host.port(), HostTls.trusting(keystore));

        // when Alice opens the authorization page, logs in and allows the app
        HttpResponse<String> login = browser.get("/oauth/authorize/?client_id=" + Visitor.encode(clientId)
                + "&redirect_uri=" + Visitor.encode(CALLBACK) + "&response_type=code&scope=relationships&state=st");
        assertThat(login.statusCode()).as(login.body()).isEqualTo(200);
        Map<String, String> credentials = Visitor.hiddenFields(login.body());
        credentials.put("username", "alice");
        credentials.put("password", PASSWORD);
        HttpResponse<String> loggedIn = browser.form("/oauth/authorize", credentials);
        assertThat(loggedIn.statusCode()).as(loggedIn.body()).isEqualTo(303);
        HttpResponse<String> consent =
                browser.get(loggedIn.headers().firstValue("Location").orElseThrow());
        Map<String, String> decision = Visitor.hiddenFields(consent.body());
        decision.put("decision", "allow");
        HttpResponse<String> allowed = browser.form("/oauth/authorize", decision);
        String location = allowed.headers().firstValue("Location").orElseThrow();
        assertThat(location).startsWith(CALLBACK).contains("state=st");

        // and the app exchanges the code, follows Bob as Alice and reads her profile
        String code = first("code=([^&]+)", location);
        HttpResponse<String> grant = browser.form(
                "/oauth/access_token",
                Map.of(
                        "client_id", clientId,
                        "client_secret", app.generatedSecret().get(),
                        "grant_type", "authorization_code",
                        "redirect_uri", CALLBACK,
                        "code", code));
        assertThat(grant.statusCode()).as(grant.body()).isEqualTo(200);
        String token = first("\"access_token\"\\s*:\\s*\"([^\"]+)\"", grant.body());
        HttpResponse<String> follow = browser.form(
                "/v1/users/" + bob.id().value() + "/relationship", Map.of("action", "follow", "access_token", token));
        HttpResponse<String> self = browser.get("/v1/users/self?access_token=" + Visitor.encode(token));

        // then the API answered through the host, as Alice, and the follow is stored
        assertThat(follow.statusCode()).as(follow.body()).isEqualTo(200);
        assertThat(follow.body()).contains("\"outgoing_status\":\"follows\"");
        assertThat(self.statusCode()).as(self.body()).isEqualTo(200);
        assertThat(self.body())
                .contains("\"username\":\"alice\"")
                .contains("\"id\":\"" + alice.id().value() + "\"");
        // and the host's own route is the host's
        assertThat(browser.get("/hello").body()).isEqualTo(UndertowHost.GREETING);
    }

    private static String first(String regex, String text) {
        Matcher matcher = Pattern.compile(regex).matcher(text);
        assertThat(matcher.find()).as(text).isTrue();
        return matcher.group(1);
    }
}
