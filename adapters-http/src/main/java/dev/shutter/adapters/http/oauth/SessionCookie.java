package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebRequest;
import dev.shutter.ports.in.SessionTicket;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.regex.Pattern;

/**
 * The browser session cookie of the login, consent and manage-access pages: random, {@code HttpOnly; Secure;
 * SameSite=Lax}, for the path where the host mounted the surface. At the server's root it is {@code
 * __Host-shutter-session} with {@code Path=/}, a prefix that no other host or path can set; under a mount
 * ({@code /social}) it is {@code __Secure-shutter-session} with {@code Path=/social}, since {@code __Host-} asks
 * for {@code Path=/}, and a session of one mount is then not sent to another's pages.
 */
final class SessionCookie {

    /** The cookie's name at the server's root. */
    public static final String NAME = "__Host-shutter-session";

    /** The cookie's name under a mount. */
    public static final String MOUNTED_NAME = "__Secure-shutter-session";

    private static final String SET_COOKIE = "Set-Cookie";
    private static final String ATTRIBUTES = "; Secure; HttpOnly; SameSite=Lax";

    /** A mount a cookie's {@code Path} can carry as it is: path segments of plain characters. */
    private static final Pattern PLAIN_PATH = Pattern.compile("(/[A-Za-z0-9._~%!$&'()*+=:@-]+)+");

    private SessionCookie() {}

    /** The session id the browser sent, or null. */
    public static String read(WebRequest request) {
        return request.cookie(name(request)).filter(value -> !value.isEmpty()).getOrNull();
    }

    /** {@code answer}, setting the cookie to {@code ticket}'s session until it ends. */
    public static WebAnswer set(WebRequest request, WebAnswer answer, SessionTicket ticket) {
        String expires =
                DateTimeFormatter.RFC_1123_DATE_TIME.format(ticket.expiresAt().atOffset(ZoneOffset.UTC));
        return answer.with(
                SET_COOKIE,
                name(request) + "=" + ticket.sessionId() + "; Path=" + path(request) + "; Expires=" + expires
                        + ATTRIBUTES);
    }

    /** {@code answer}, removing the cookie. */
    public static WebAnswer clear(WebRequest request, WebAnswer answer) {
        return answer.with(SET_COOKIE, name(request) + "=; Path=" + path(request) + "; Max-Age=0" + ATTRIBUTES);
    }

    /** The cookie's name for the mount {@code request} came through. */
    static String name(WebRequest request) {
        return mounted(request) ? MOUNTED_NAME : NAME;
    }

    private static String path(WebRequest request) {
        return mounted(request) ? request.mount() : "/";
    }

    /** Under a mount a cookie's path can name; a mount it cannot is taken as the root (host-wide). */
    private static boolean mounted(WebRequest request) {
        return PLAIN_PATH.matcher(request.mount()).matches();
    }
}
