package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.undertow.UndertowRequest;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Exchanges;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.adapters.http.web.RequestBody;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.LoginFailure;
import dev.shutter.ports.in.RevokeTokenUseCase;
import dev.shutter.ports.in.SessionTicket;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * {@code /oauth/access}, the "manage access" page (docs/spec/photo-api.md 3.1: the user revokes an app), behind the
 * same login session as the authorization pages. Every form carries the session's CSRF token.
 */
public final class ManageAccessHandler implements HttpHandler {

    /** The path. */
    public static final String PATH = OAuthPaths.MANAGE_ACCESS;

    private final RevokeTokenUseCase revocation;
    private final Sessions sessions;
    private final BaseUrl baseUrl;
    private final Incidents incidents;

    public ManageAccessHandler(RevokeTokenUseCase revocation, Sessions sessions, BaseUrl baseUrl, Incidents incidents) {
        this.revocation = revocation;
        this.sessions = sessions;
        this.baseUrl = baseUrl;
        this.incidents = incidents;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) {
        try {
            switch (exchange.getRequestMethod().toString()) {
                case "GET" -> show(exchange, 200, Option.none(), "");
                case "POST" -> submit(exchange);
                default -> {
                    exchange.getResponseHeaders().put(Headers.ALLOW, "GET, POST");
                    OAuthPages.error(exchange, 405, "This page answers GET and POST only.");
                }
            }
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

    private void show(HttpServerExchange exchange, int status, Option<String> error, String username) {
        SessionTicket session = sessions.ensure(exchange);
        String self = baseUrl.of(UndertowRequest.of(exchange)) + PATH;
        if (session.user().isDefined()) {
            OAuthPages.access(
                    exchange,
                    self,
                    baseUrl.of(UndertowRequest.of(exchange)) + LogoutHandler.PATH,
                    revocation.accessOf(session.user().get()),
                    session.csrfToken());
        } else {
            OAuthPages.login(exchange, status, self, "", session.csrfToken(), Option.none(), error, username);
        }
    }

    private void submit(HttpServerExchange exchange) {
        Either<String, Parameters> body = RequestBody.form(exchange).mapLeft(problem -> problem.message());
        if (body.isLeft()) {
            OAuthPages.error(exchange, 400, "The form is malformed: " + body.getLeft());
            return;
        }
        Parameters form = body.get();
        if (!sessions.formIsGenuine(exchange, form.get("csrf_token"))) {
            OAuthPages.error(exchange, 403, "This form has expired or did not come from this site. Reload the page.");
            return;
        }
        if (form.has("username")) {
            Either<LoginFailure, SessionTicket> login =
                    sessions.logIn(exchange, form.get("username"), form.get("password"));
            if (login.isRight()) {
                Exchanges.redirect(exchange, 303, baseUrl.of(UndertowRequest.of(exchange)) + PATH);
            } else if (login.getLeft() instanceof LoginFailure.Throttled throttled) {
                long seconds = Math.max(1, throttled.retryAfter().toSeconds());
                exchange.getResponseHeaders().put(Headers.RETRY_AFTER, seconds);
                show(exchange, 429, Option.some(LoginMessages.throttled(seconds)), form.get("username"));
            } else {
                show(exchange, 401, Option.some(LoginMessages.INVALID), form.get("username"));
            }
            return;
        }
        Option<UserId> user = sessions.current(exchange).flatMap(SessionTicket::user);
        Option<ClientId> client = ClientId.parse(form.get("client_id"));
        if (user.isEmpty() || client.isEmpty()) {
            OAuthPages.error(exchange, 400, "The form is malformed: log in and choose an app to revoke.");
            return;
        }
        revocation.revokeApp(user.get(), client.get());
        Exchanges.redirect(exchange, 303, baseUrl.of(UndertowRequest.of(exchange)) + PATH);
    }
}
