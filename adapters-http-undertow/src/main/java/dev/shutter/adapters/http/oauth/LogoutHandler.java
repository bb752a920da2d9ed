package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.Exchanges;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.adapters.http.web.RequestBody;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import io.vavr.control.Either;

/** {@code POST /oauth/logout}: ends the browser's session (with the session's CSRF token, so no one else can). */
public final class LogoutHandler implements HttpHandler {

    /** The path. */
    public static final String PATH = OAuthPaths.LOGOUT;

    private final Sessions sessions;
    private final Incidents incidents;

    public LogoutHandler(Sessions sessions, Incidents incidents) {
        this.sessions = sessions;
        this.incidents = incidents;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) {
        try {
            if (!exchange.getRequestMethod().toString().equals("POST")) {
                exchange.getResponseHeaders().put(Headers.ALLOW, "POST");
                OAuthPages.error(exchange, 405, "Log out with the button on the page.");
                return;
            }
            Either<String, Parameters> body = RequestBody.form(exchange).mapLeft(problem -> problem.message());
            if (body.isLeft() || !sessions.formIsGenuine(exchange, body.get().get("csrf_token"))) {
                OAuthPages.error(exchange, 403, "This form has expired or did not come from this site.");
                return;
            }
            sessions.logOut(exchange);
            OAuthPages.loggedOut(exchange);
        } catch (RuntimeException | Error e) {
            if (Exchanges.unavailable(incidents, e, exchange)) {
                if (!exchange.isResponseStarted()) {
                    OAuthPages.error(exchange, 503, OAuthPages.UNAVAILABLE);
                }
                return;
            }
            String id = incidents.record(e);
            if (!exchange.isResponseStarted()) {
                OAuthPages.error(exchange, 500, "Something went wrong on our side (error " + id + ").");
            }
        }
    }
}
