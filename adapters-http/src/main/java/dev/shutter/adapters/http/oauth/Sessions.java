package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.Transport;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebRequest;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.LoginCommand;
import dev.shutter.ports.in.LoginFailure;
import dev.shutter.ports.in.LoginUseCase;
import dev.shutter.ports.in.SessionTicket;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.net.InetSocketAddress;

/**
 * The session side of the pages: find the browser's session, start one, check a form, log in. What changes
 * the browser's cookie says so, and the handler sets it on the answer it gives.
 */
final class Sessions {

    private static final int MAX_USERNAME = 64;
    private static final int MAX_PASSWORD = 1024;

    private final LoginUseCase login;

    public Sessions(LoginUseCase login) {
        this.login = login;
    }

    /** A session of the browser's, and whether it was just started (its cookie not set yet). */
    public record Visit(SessionTicket ticket, boolean started) {

        /** {@code answer} to {@code request}, setting the cookie of a session just started. */
        public WebAnswer cookieOn(WebRequest request, WebAnswer answer) {
            return started ? SessionCookie.set(request, answer, ticket) : answer;
        }
    }

    /** The browser's active session, if it has one. */
    public Option<SessionTicket> current(WebRequest request) {
        return login.session(SessionCookie.read(request));
    }

    /** The browser's active session, or a new anonymous one (whose cookie the answer must set). */
    public Visit ensure(WebRequest request) {
        return current(request)
                .map(ticket -> new Visit(ticket, false))
                .getOrElse(() -> new Visit(login.startSession(), true));
    }

    /** Whether the form's CSRF token belongs to the browser's session. */
    public boolean formIsGenuine(WebRequest request, String csrfToken) {
        String session = SessionCookie.read(request);
        return session != null && csrfToken != null && login.csrfMatches(session, csrfToken);
    }

    /** Logs in; on success the session is renewed, and the answer must set the new ticket's cookie. */
    public Either<LoginFailure, SessionTicket> logIn(WebRequest request, String username, String password) {
        if (username == null
                || password == null
                || username.isEmpty()
                || username.length() > MAX_USERNAME
                || password.length() > MAX_PASSWORD) {
            return Either.left(new LoginFailure.InvalidCredentials());
        }
        return login.login(new LoginCommand(SessionCookie.read(request), username, password, clientAddress(request)));
    }

    /** The username of {@code user}, or its id if it has none any more. */
    public String nameOf(UserId user) {
        return login.username(user).getOrElse(user::value);
    }

    /**
     * The address failed logins are also counted against: the TCP peer of an HTTPS connection. A request on
     * the plain listener reached these pages only through a trusted proxy, and a loopback peer is a proxy or
     * a tool on this host: their address is everyone's behind them, so none is counted here (the proxy is
     * where such clients are told apart).
     */
    private static String clientAddress(WebRequest request) {
        InetSocketAddress peer = request.client();
        boolean direct = request.transport() == Transport.TLS;
        if (!direct
                || peer == null
                || peer.getAddress() == null
                || peer.getAddress().isLoopbackAddress()) {
            return null;
        }
        return peer.getAddress().getHostAddress();
    }

    /** Ends the browser's session; the answer must remove its cookie ({@link SessionCookie#clear}). */
    public void logOut(WebRequest request) {
        login.logout(SessionCookie.read(request));
    }
}
