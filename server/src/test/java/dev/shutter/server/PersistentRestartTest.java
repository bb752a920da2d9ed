package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.shutter.ports.out.StorageProvider;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import java.nio.file.Path;
import java.util.ServiceLoader;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The code flow against H2 storage, with a restart between the code and its exchange. */
class PersistentRestartTest {

    @Test
    @DisplayName(
            "a code issued before a restart is exchanged after it; the token, a follow and a comment outlive another restart")
    void restartInTheMiddle() {
        boolean h2 = ServiceLoader.load(StorageProvider.class).stream()
                .anyMatch(p -> p.get().supports("h2:./x"));
        assumeTrue(
                h2,
                "skipped: no StorageProvider for h2: on the class path (the JDBC adapter,"
                        + " shutter-adapters-jdbc, is not a dependency of this module yet)");

        Path dir = TestServers.freshDataDir();
        ServerOptions options = ServerOptions.forTests(dir)
                .withStorage("h2:" + dir.toAbsolutePath().resolve("db"))
                .withAdminToken(TestServers.ADMIN_TOKEN);
        RunningServer first = RunningServer.start(options, TestServers.tuning());
        Platform.User user;
        Platform.User friend;
        String media;
        Platform.App app;
        String code;
        try {
            Platform platform = new Platform(first);
            user = platform.user("durable");
            friend = platform.user("friend");
            media = platform.media(user);
            app = platform.liveApp();
            code = platform.code(new Browser(first.baseUrl()), user, app, "comments relationships");
        } finally {
            first.close();
        }

        RunningServer second = RunningServer.start(options.withPort(0), TestServers.tuning());
        String token;
        try {
            var exchanged = new Browser(second.baseUrl())
                    .form(
                            "/oauth/access_token",
                            Forms.of(
                                    "client_id",
                                    app.clientId(),
                                    "client_secret",
                                    app.secret(),
                                    "grant_type",
                                    "authorization_code",
                                    "redirect_uri",
                                    app.redirectUri(),
                                    "code",
                                    code));
            assertThat(exchanged.statusCode()).as(exchanged.body()).isEqualTo(200);
            token = Platform.read(exchanged.body()).get("access_token").asText();
            Browser browser = new Browser(second.baseUrl());
            var followed = browser.form(
                    "/v1/users/" + friend.id() + "/relationship", Forms.of("access_token", token, "action", "follow"));
            assertThat(followed.statusCode()).as(followed.body()).isEqualTo(200);
            var commented = browser.form(
                    "/v1/media/" + media + "/comments", Forms.of("access_token", token, "text", "still here"));
            assertThat(commented.statusCode()).as(commented.body()).isEqualTo(200);
        } finally {
            second.close();
        }

        RunningServer third = RunningServer.start(options, TestServers.tuning());
        try {
            Api.Answer self =
                    Api.answer(new Browser(third.baseUrl()).get("/v1/users/self?access_token=" + Forms.enc(token)));
            assertThat(self.data().get("id").asText()).isEqualTo(user.id());
            Browser browser = new Browser(third.baseUrl());
            Api.Answer relationship = Api.answer(
                    browser.get("/v1/users/" + friend.id() + "/relationship?access_token=" + Forms.enc(token)));
            assertThat(relationship.data().get("outgoing_status").asText()).isEqualTo("follows");
            Api.Answer comments =
                    Api.answer(browser.get("/v1/media/" + media + "/comments?access_token=" + Forms.enc(token)));
            assertThat(comments.data().get(0).get("text").asText()).isEqualTo("still here");
        } finally {
            third.close();
        }
    }
}
