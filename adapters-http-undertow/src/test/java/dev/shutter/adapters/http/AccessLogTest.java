package dev.shutter.adapters.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.http.support.Api;
import dev.shutter.adapters.http.support.Browser;
import dev.shutter.adapters.http.support.Forms;
import dev.shutter.adapters.http.support.Platform;
import dev.shutter.adapters.http.web.AccessLog;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The access log: one line per request, without tokens, codes, secrets or passwords. */
class AccessLogTest {

    @Test
    @DisplayName("lines carry method, path, status and duration, never what travels in queries and bodies")
    void noSecrets() throws Exception {
        // given
        Platform platform = Platform.shared();
        Platform.User user = platform.user("logged");
        Platform.App app = platform.liveApp();
        List<String> lines = new CopyOnWriteArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord record) {
                lines.add(record.getMessage());
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        Level before = AccessLog.LOG.getLevel();
        AccessLog.LOG.setLevel(Level.INFO);
        AccessLog.LOG.addHandler(capture);
        String token;
        try {
            // when
            token = platform.token(user, app);
            new Api().get("/v1/users/self", token);
            Browser.onShared().get("/v1/users/self", "Authorization", "Bearer " + token);
            Thread.sleep(200);
        } finally {
            AccessLog.LOG.removeHandler(capture);
            AccessLog.LOG.setLevel(before);
        }

        // then
        assertThat(lines).anyMatch(line -> line.matches("GET /v1/users/self 200 [0-9]+ms"));
        assertThat(lines).anyMatch(line -> line.startsWith("POST /oauth/access_token 200 "));
        assertThat(String.join("\n", lines))
                .doesNotContain(token, Platform.PASSWORD, Forms.enc(Platform.PASSWORD), app.secret(), "code=", "?");
    }
}
