package dev.shutter.adapters.http.oauth;

import dev.shutter.ports.in.SessionTicket;
import io.undertow.server.HttpServerExchange;
import io.undertow.server.handlers.Cookie;
import io.undertow.util.Headers;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * The browser session cookie of the login, consent and manage-access pages: random, {@code HttpOnly;
 * Secure; SameSite=Lax}, with the {@code __Host-} prefix so that no other host or path can set it.
 */
public final class SessionCookie {

    /** The cookie's name. */
    public static final String NAME = "__Host-shutter-session";

    private SessionCookie() {}

    /** The session id the browser sent, or null. */
    public static String read(HttpServerExchange exchange) {
        Cookie cookie = exchange.getRequestCookie(NAME);
        return cookie == null || cookie.getValue().isEmpty() ? null : cookie.getValue();
    }

    /** Sets the cookie to {@code ticket}'s session until it ends. */
    public static void set(HttpServerExchange exchange, SessionTicket ticket) {
        String expires =
                DateTimeFormatter.RFC_1123_DATE_TIME.format(ticket.expiresAt().atOffset(ZoneOffset.UTC));
        exchange.getResponseHeaders()
                .add(
                        Headers.SET_COOKIE,
                        NAME + "=" + ticket.sessionId() + "; Path=/; Expires=" + expires
                                + "; Secure; HttpOnly; SameSite=Lax");
    }

    /** Removes the cookie. */
    public static void clear(HttpServerExchange exchange) {
        exchange.getResponseHeaders()
                .add(Headers.SET_COOKIE, NAME + "=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax");
    }
}
