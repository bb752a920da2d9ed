package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.undertow.UndertowRequest;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Exchanges;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.Page;
import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.adapters.http.web.RequestBody;
import dev.shutter.domain.oauth.AuthorizationFailure;
import dev.shutter.domain.oauth.AuthorizationRequest;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.AuthorizeUseCase;
import dev.shutter.ports.in.LoginFailure;
import dev.shutter.ports.in.SessionTicket;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * {@code /oauth/authorize} (docs/spec/DECISIONS.md section 3). GET checks the request and shows the login form or the
 * consent page; the forms post back to it with the original parameters as hidden fields and a CSRF
 * token of the session. Before the redirect URI is verified every answer is a page, never a redirect.
 */
public final class AuthorizeHandler implements HttpHandler {

    /** The path (also answered with a trailing slash). */
    public static final String PATH = OAuthPaths.AUTHORIZE;

    private final AuthorizeUseCase authorization;
    private final Sessions sessions;
    private final BaseUrl baseUrl;
    private final Incidents incidents;

    public AuthorizeHandler(AuthorizeUseCase authorization, Sessions sessions, BaseUrl baseUrl, Incidents incidents) {
        this.authorization = authorization;
        this.sessions = sessions;
        this.baseUrl = baseUrl;
        this.incidents = incidents;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) {
        try {
            switch (exchange.getRequestMethod().toString()) {
                case "GET" -> show(exchange);
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

    private void show(HttpServerExchange exchange) {
        Either<String, AuthorizeCommand> command =
                Parameters.parse(Exchanges.rawQuery(exchange), "query string").flatMap(AuthorizeParameters::read);
        if (command.isLeft()) {
            OAuthPages.error(exchange, 400, "The authorization request is malformed: " + command.getLeft());
            return;
        }
        Option<UserId> user = sessions.current(exchange).flatMap(SessionTicket::user);
        if (user.isDefined()) {
            consentOrFailure(exchange, user.get(), command.get());
        } else {
            loginOrFailure(exchange, command.get(), 200, Option.none(), "");
        }
    }

    private void submit(HttpServerExchange exchange) {
        Either<String, Parameters> body = RequestBody.form(exchange).mapLeft(problem -> problem.message());
        Either<String, AuthorizeCommand> command = body.flatMap(AuthorizeParameters::read);
        if (command.isLeft()) {
            OAuthPages.error(exchange, 400, "The form is malformed: " + command.getLeft());
            return;
        }
        Parameters form = body.get();
        if (!sessions.formIsGenuine(exchange, form.get("csrf_token"))) {
            OAuthPages.error(
                    exchange,
                    403,
                    "This form has expired or did not come from this site. Go back to the app and start again.");
            return;
        }
        if (form.has("decision")) {
            decide(exchange, command.get(), form.get("decision"));
        } else if (form.has("username")) {
            logIn(exchange, command.get(), form.get("username"), form.get("password"));
        } else {
            OAuthPages.error(exchange, 400, "The form is malformed: it has neither a login nor a decision.");
        }
    }

    private void decide(HttpServerExchange exchange, AuthorizeCommand command, String decision) {
        Option<UserId> user = sessions.current(exchange).flatMap(SessionTicket::user);
        if (user.isEmpty()) {
            loginOrFailure(exchange, command, 200, Option.some("Your session ended. Please log in again."), "");
            return;
        }
        String issuer = baseUrl.of(UndertowRequest.of(exchange));
        switch (decision) {
            case "allow" ->
                authorization
                        .approve(user.get(), command)
                        .fold(failure -> fail(exchange, failure), grant -> leave(exchange, grant.location(issuer)));
            case "deny" ->
                authorization
                        .deny(user.get(), command)
                        .fold(failure -> fail(exchange, failure), denied -> leave(exchange, denied.location(issuer)));
            default -> OAuthPages.error(exchange, 400, "The decision must be allow or deny.");
        }
    }

    private void logIn(HttpServerExchange exchange, AuthorizeCommand command, String username, String password) {
        Either<AuthorizationFailure, AuthorizationRequest> valid = authorization.validate(command);
        if (valid.isLeft()) {
            fail(exchange, valid.getLeft());
            return;
        }
        Either<LoginFailure, SessionTicket> login = sessions.logIn(exchange, username, password);
        if (login.isRight()) {
            Exchanges.redirect(
                    exchange,
                    303,
                    baseUrl.of(UndertowRequest.of(exchange)) + PATH + "?" + AuthorizeParameters.query(command));
            return;
        }
        LoginFailure failure = login.getLeft();
        if (failure instanceof LoginFailure.Throttled throttled) {
            long seconds = Math.max(1, throttled.retryAfter().toSeconds());
            exchange.getResponseHeaders().put(Headers.RETRY_AFTER, seconds);
            loginOrFailure(exchange, command, 429, Option.some(LoginMessages.throttled(seconds)), username);
        } else {
            loginOrFailure(exchange, command, 401, Option.some(LoginMessages.INVALID), username);
        }
    }

    private void loginOrFailure(
            HttpServerExchange exchange, AuthorizeCommand command, int status, Option<String> error, String username) {
        authorization.validate(command).fold(failure -> fail(exchange, failure), request -> {
            SessionTicket session = sessions.ensure(exchange);
            OAuthPages.login(
                    exchange,
                    status,
                    baseUrl.of(UndertowRequest.of(exchange)) + PATH,
                    AuthorizeParameters.hiddenFields(command),
                    session.csrfToken(),
                    Option.some(request.client().name()),
                    error,
                    username);
            return null;
        });
    }

    private void consentOrFailure(HttpServerExchange exchange, UserId user, AuthorizeCommand command) {
        authorization.validateFor(user, command).fold(failure -> fail(exchange, failure), request -> {
            SessionTicket session = sessions.ensure(exchange);
            OAuthPages.consent(
                    exchange,
                    baseUrl.of(UndertowRequest.of(exchange)) + PATH,
                    request,
                    AuthorizeParameters.hiddenFields(command),
                    session.csrfToken(),
                    sessions.nameOf(user));
            return null;
        });
    }

    private Void fail(HttpServerExchange exchange, AuthorizationFailure failure) {
        if (failure instanceof AuthorizationFailure.Page page) {
            OAuthPages.error(exchange, page.status(), page.message());
        } else if (failure instanceof AuthorizationFailure.Redirect redirect) {
            leave(exchange, redirect.location(baseUrl.of(UndertowRequest.of(exchange))));
        } else {
            throw new IllegalStateException("an authorization failure this adapter does not know: " + failure);
        }
        return null;
    }

    private Void leave(HttpServerExchange exchange, String location) {
        Page.secure(exchange);
        Exchanges.redirect(exchange, 302, location);
        return null;
    }
}
