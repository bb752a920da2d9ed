package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.shutter.ports.out.StorageProvider;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Starting the server: storage lookup, keys, fixtures, demo data, a taken port, a clean stop. */
class StartupTest {

    @Test
    @DisplayName("without an adapter for the spec, the start fails naming the missing adapter")
    void missingStorageAdapter() {
        boolean h2 = ServiceLoader.load(StorageProvider.class).stream()
                .anyMatch(p -> p.get().supports("h2:./x"));
        assumeFalse(h2, "the JDBC adapter is on the class path: h2 storage opens");

        assertThatThrownBy(() -> RunningServer.start(
                        ServerOptions.forTests(TestServers.freshDataDir()).withStorage("h2:./shutter-data"),
                        TestServers.tuning()))
                .isInstanceOf(StartupException.class)
                .hasMessageContaining("no storage adapter on the class path opens 'h2:./shutter-data'")
                .hasMessageContaining("shutter-adapters-jdbc")
                .hasMessageContaining("--storage memory")
                .hasMessageContaining("InMemoryStorageProvider");
    }

    @Test
    @DisplayName("the sealing key and keystore are made once, beside the data, readable by the owner only")
    void keysBesideTheData() throws IOException {
        Path dir = TestServers.sharedDataDir();
        TestServers.shared();
        assertThat(Files.size(dir.resolve("sealing.key"))).isEqualTo(32);
        if (dir.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("sealing.key"))))
                    .isEqualTo("rw-------");
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("keystore.password"))))
                    .isEqualTo("rw-------");
        }
        Path fresh = TestServers.freshDataDir();
        byte[] keystore = Files.readAllBytes(fresh.resolve("keystore.p12"));
        RunningServer.start(ServerOptions.forTests(fresh), TestServers.tuning()).close();
        RunningServer.start(ServerOptions.forTests(fresh), TestServers.tuning()).close();
        assertThat(Files.readAllBytes(fresh.resolve("keystore.p12"))).isEqualTo(keystore);
    }

    @Test
    @DisplayName("a fixtures file seeds users, media, apps, relationships and comments before the server listens")
    void fixtures() throws IOException {
        Path dir = TestServers.freshDataDir();
        Path file = dir.resolve("fixtures.json");
        Files.writeString(file, """
                {
                  "users": [{"id": "1001", "username": "alice", "password": "correct horse",
                             "full_name": "Alice Liddell", "first_name": "Alice", "last_name": "Liddell",
                             "profile_picture": "https://img.example/alice.jpg", "is_private": false},
                            {"id": "1002", "username": "bob", "password": "correct horse"}],
                  "media": [{"id": "657988443280050001_1001", "owner": "1001"}],
                  "apps": [{"client_id": "demo", "client_secret": "s3cret-chosen", "name": "Demo",
                            "redirect_uris": ["https://app.example/cb"], "mode": "live",
                            "approved_scopes": ["basic", "comments"], "sandbox_users": [], "comment_write": false,
                            "implicit": false, "enforce_signed_requests": false,
                            "created_time": "2016-01-01T00:00:00Z"}],
                  "follows": [{"from": "1002", "to": "1001", "status": "follows"}],
                  "blocks": [],
                  "comments": [{"id": "17858893269000001", "media": "657988443280050001_1001",
                                "from": "1002", "text": "Nice!", "created_time": "1400000000"}]
                }
                """);
        RunningServer server =
                RunningServer.start(ServerOptions.forTests(dir).withFixtures(file), TestServers.tuning());
        try {
            Browser browser = new Browser(server.baseUrl());
            HttpResponse<String> login = browser.get("/oauth/authorize?client_id=demo&redirect_uri="
                    + Forms.enc("https://app.example/cb") + "&response_type=code&scope=comments");
            Map<String, String> fields = Browser.hiddenFields(login.body());
            fields.put("username", "alice");
            fields.put("password", "correct horse");
            HttpResponse<String> loggedIn = browser.form("/oauth/authorize", fields);
            HttpResponse<String> consent =
                    browser.get(loggedIn.headers().firstValue("Location").orElseThrow());
            Map<String, String> decision = Browser.hiddenFields(consent.body());
            decision.put("decision", "allow");
            String code = Forms.parametersOf(browser.form("/oauth/authorize", decision)
                            .headers()
                            .firstValue("Location")
                            .orElseThrow())
                    .get("code");
            HttpResponse<String> token = browser.form(
                    "/oauth/access_token",
                    Forms.of(
                            "client_id",
                            "demo",
                            "client_secret",
                            "s3cret-chosen",
                            "grant_type",
                            "authorization_code",
                            "redirect_uri",
                            "https://app.example/cb",
                            "code",
                            code));
            String accessToken = Platform.read(token.body()).get("access_token").asText();

            Api.Answer comments = Api.answer(
                    browser.get("/v1/media/657988443280050001_1001/comments?access_token=" + Forms.enc(accessToken)));

            assertThat(comments.data().get(0).get("text").asText()).isEqualTo("Nice!");
            assertThat(comments.data().get(0).get("created_time").asText()).isEqualTo("1400000000");
            assertThat(comments.data().get(0).get("from").get("username").asText())
                    .isEqualTo("bob");
        } finally {
            server.close();
        }
    }

    @Test
    @DisplayName("a bad fixtures file is refused with the entry named, and nothing starts")
    void badFixtures() throws IOException {
        Path dir = TestServers.freshDataDir();
        Map<String, String> files = Map.of(
                "{\"apps\":[{\"client_id\":\"x\"}]}", "apps[0].redirect_uris: required",
                "{\"users\":[{\"id\":\"1\",\"username\":\"a\",\"pasword\":\"x\"}]}", "users[0].pasword: unknown field",
                "{\"users\":[{\"id\":\"1\",\"username\":\"a\"},{\"id\":\"2\",\"username\":\"a\"}]}",
                        "users[1].username: username a is taken",
                "{\"users\": [", "not valid JSON",
                "{\"comments\":[{\"id\":\"1\",\"media\":\"1_1\",\"from\":\"1\",\"text\":\"x\",\"created_time\":\"soon\"}]}",
                        "comments[0].created_time: must be Unix seconds or an ISO-8601 instant");
        int n = 0;
        for (Map.Entry<String, String> entry : files.entrySet()) {
            Path file = dir.resolve("bad-" + (n++) + ".json");
            Files.writeString(file, entry.getKey());
            assertThatThrownBy(() ->
                            RunningServer.start(ServerOptions.forTests(dir).withFixtures(file), TestServers.tuning()))
                    .isInstanceOf(StartupException.class)
                    .hasMessageContaining(file.toString())
                    .hasMessageContaining(entry.getValue());
        }
    }

    @Test
    @DisplayName("--demo seeds users and an app whose callback page shows the code and a curl command")
    void demo() {
        RunningServer server = RunningServer.start(
                ServerOptions.forTests(TestServers.freshDataDir()).withDemo(true), TestServers.tuning());
        try {
            Browser browser = new Browser(server.baseUrl());
            String link = server.demoLink().get();
            assertThat(link).startsWith(server.baseUrl() + "/oauth/authorize/?client_id=demo&redirect_uri=");
            HttpResponse<String> login = browser.get(link);
            Map<String, String> fields = Browser.hiddenFields(login.body());
            fields.put("username", "alice");
            fields.put("password", server.demoPassword().get());
            HttpResponse<String> consent = browser.get(browser.form("/oauth/authorize", fields)
                    .headers()
                    .firstValue("Location")
                    .orElseThrow());
            Map<String, String> decision = Browser.hiddenFields(consent.body());
            decision.put("decision", "allow");
            String callback = browser.form("/oauth/authorize", decision)
                    .headers()
                    .firstValue("Location")
                    .orElseThrow();

            HttpResponse<String> page = browser.get(callback);

            assertThat(callback).startsWith(server.baseUrl() + "/demo/callback?code=");
            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.body())
                    .contains(
                            "curl -k -X POST " + server.baseUrl() + "/oauth/access_token",
                            Forms.parametersOf(callback).get("code"),
                            "client_secret=");
        } finally {
            server.close();
        }
    }

    @Test
    @DisplayName("a taken port is named; a stopped server frees its port")
    void ports() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
            int taken = port;
            assertThatThrownBy(() -> RunningServer.start(
                            ServerOptions.forTests(TestServers.freshDataDir()).withPort(taken), TestServers.tuning()))
                    .isInstanceOf(StartupException.class)
                    .hasMessageContaining("cannot listen on 127.0.0.1:" + taken);
        }
        RunningServer first = RunningServer.start(
                ServerOptions.forTests(TestServers.freshDataDir()).withPort(port), TestServers.tuning());
        first.close();
        first.close();
        RunningServer second = RunningServer.start(
                ServerOptions.forTests(TestServers.freshDataDir()).withPort(port), TestServers.tuning());
        assertThat(new Browser(second.baseUrl()).get("/health").statusCode()).isEqualTo(200);
        second.close();
    }
}
