package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebRequest;
import dev.shutter.ports.in.SessionTicket;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * The browser session cookie of the login, consent and manage-access pages: random, {@code HttpOnly;
 * Secure; SameSite=Lax}, with the {@code __Host-} prefix so that no other host or path can set it.
 */
public final class SessionCookie {

    /** The cookie's name. */
    public static final String NAME = "__Host-shutter-session";

    private static final String SET_COOKIE = "Set-Cookie";
    private static final String ATTRIBUTES = "; Secure; HttpOnly; SameSite=Lax";

    private SessionCookie() {}

    /** The session id the browser sent, or null. */
    public static String read(WebRequest request) {
        return request.cookie(NAME).filter(value -> !value.isEmpty()).getOrNull();
    }

    /** {@code answer}, setting the cookie to {@code ticket}'s session until it ends. */
    public static WebAnswer set(WebAnswer answer, SessionTicket ticket) {
        String expires =
                DateTimeFormatter.RFC_1123_DATE_TIME.format(ticket.expiresAt().atOffset(ZoneOffset.UTC));
        return answer.with(SET_COOKIE, NAME + "=" + ticket.sessionId() + "; Path=/; Expires=" + expires + ATTRIBUTES);
    }

    /** {@code answer}, removing the cookie. */
    public static WebAnswer clear(WebAnswer answer) {
        return answer.with(SET_COOKIE, NAME + "=; Path=/; Max-Age=0" + ATTRIBUTES);
    }
}
