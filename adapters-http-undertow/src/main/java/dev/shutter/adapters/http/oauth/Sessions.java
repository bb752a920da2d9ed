package dev.shutter.adapters.http.oauth;

import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.LoginCommand;
import dev.shutter.ports.in.LoginFailure;
import dev.shutter.ports.in.LoginUseCase;
import dev.shutter.ports.in.SessionTicket;
import io.undertow.server.HttpServerExchange;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.net.InetSocketAddress;

/** The session side of the pages: find the browser's session, start one, check a form, log in. */
public final class Sessions {

    private static final int MAX_USERNAME = 64;
    private static final int MAX_PASSWORD = 1024;

    private final LoginUseCase login;

    public Sessions(LoginUseCase login) {
        this.login = login;
    }

    /** The browser's active session, if it has one. */
    public Option<SessionTicket> current(HttpServerExchange exchange) {
        return login.session(SessionCookie.read(exchange));
    }

    /** The browser's active session, or a new anonymous one (with its cookie set). */
    public SessionTicket ensure(HttpServerExchange exchange) {
        return current(exchange).getOrElse(() -> {
            SessionTicket fresh = login.startSession();
            SessionCookie.set(exchange, fresh);
            return fresh;
        });
    }

    /** Whether the form's CSRF token belongs to the browser's session. */
    public boolean formIsGenuine(HttpServerExchange exchange, String csrfToken) {
        String session = SessionCookie.read(exchange);
        return session != null && csrfToken != null && login.csrfMatches(session, csrfToken);
    }

    /** Logs in; on success the session is renewed and the new cookie set. */
    public Either<LoginFailure, SessionTicket> logIn(HttpServerExchange exchange, String username, String password) {
        if (username == null
                || password == null
                || username.isEmpty()
                || username.length() > MAX_USERNAME
                || password.length() > MAX_PASSWORD) {
            return Either.left(new LoginFailure.InvalidCredentials());
        }
        return login.login(new LoginCommand(SessionCookie.read(exchange), username, password, clientAddress(exchange)))
                .peek(ticket -> SessionCookie.set(exchange, ticket));
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
    private static String clientAddress(HttpServerExchange exchange) {
        InetSocketAddress peer = exchange.getSourceAddress();
        boolean direct = exchange.getConnection().getSslSessionInfo() != null;
        if (!direct
                || peer == null
                || peer.getAddress() == null
                || peer.getAddress().isLoopbackAddress()) {
            return null;
        }
        return peer.getAddress().getHostAddress();
    }

    /** Ends the browser's session and removes its cookie. */
    public void logOut(HttpServerExchange exchange) {
        login.logout(SessionCookie.read(exchange));
        SessionCookie.clear(exchange);
    }
}
