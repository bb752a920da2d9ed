package dev.shutter.adapters.http.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.http.web.SentRequest;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.in.SessionTicket;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The pages' session cookie follows where the host mounted the surface: its name, its path, what is read. */
@DisplayName("The session cookie of a mount")
class SessionCookieOfAMountTest {

    private final SessionTicket ticket =
            Fixtures.on(new InMemoryStorage()).shutter.login().startSession();

    @Test
    @DisplayName("is __Host- with Path=/ at the root, and __Secure- with the mount's path under /social")
    void nameAndPath() {
        WebAnswer root = SessionCookie.set(SentRequest.of("GET", "/oauth/access"), WebAnswer.empty(200), ticket);
        WebAnswer mounted = SessionCookie.set(
                SentRequest.of("GET", "/oauth/access").mountedAt("/social"), WebAnswer.empty(200), ticket);
        WebAnswer cleared =
                SessionCookie.clear(SentRequest.of("POST", "/oauth/logout").mountedAt("/social"), WebAnswer.empty(200));

        assertThat(root.headers("Set-Cookie").get(0))
                .startsWith(SessionCookie.NAME + "=" + ticket.sessionId() + "; Path=/; Expires=");
        assertThat(mounted.headers("Set-Cookie").get(0))
                .startsWith(SessionCookie.MOUNTED_NAME + "=" + ticket.sessionId() + "; Path=/social; Expires=")
                .endsWith("; Secure; HttpOnly; SameSite=Lax");
        assertThat(cleared.headers("Set-Cookie"))
                .containsExactly(
                        SessionCookie.MOUNTED_NAME + "=; Path=/social; Max-Age=0; Secure; HttpOnly; SameSite=Lax");
    }

    @Test
    @DisplayName("is read by the mount's name only, so a root session is not a mount's")
    void readByTheMountsName() {
        SentRequest mounted = SentRequest.of("GET", "/oauth/access")
                .mountedAt("/social")
                .cookie(SessionCookie.NAME, "root-session")
                .cookie(SessionCookie.MOUNTED_NAME, "social-session");
        SentRequest root = SentRequest.of("GET", "/oauth/access")
                .cookie(SessionCookie.NAME, "root-session")
                .cookie(SessionCookie.MOUNTED_NAME, "social-session");

        assertThat(SessionCookie.read(mounted)).isEqualTo("social-session");
        assertThat(SessionCookie.read(root)).isEqualTo("root-session");
    }

    @Test
    @DisplayName("takes a mount no cookie path can carry as the root")
    void oddMountIsTheRoot() {
        WebAnswer answer = SessionCookie.set(
                SentRequest.of("GET", "/oauth/access").mountedAt("/a;b"), WebAnswer.empty(200), ticket);

        assertThat(answer.headers("Set-Cookie").get(0))
                .startsWith(SessionCookie.NAME + "=")
                .contains("; Path=/;");
    }
}
