package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.Page;
import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.adapters.http.web.RequestBodies;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebHandler;
import dev.shutter.adapters.http.web.WebRequest;
import dev.shutter.domain.oauth.AuthorizationFailure;
import dev.shutter.domain.oauth.AuthorizationRequest;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.AuthorizeUseCase;
import dev.shutter.ports.in.LoginFailure;
import dev.shutter.ports.in.SessionTicket;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.concurrent.CompletionStage;

/**
 * {@code /oauth/authorize} (docs/spec/DECISIONS.md section 3). GET checks the request and shows the login form or the
 * consent page; the forms post back to it with the original parameters as hidden fields and a CSRF
 * token of the session. Before the redirect URI is verified every answer is a page, never a redirect. It may
 * block (a password hash, the storage): a binding calls it on a worker thread.
 */
final class AuthorizeHandler implements WebHandler {

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
    public CompletionStage<WebAnswer> answer(WebRequest request) {
        return OAuthPages.guarded(incidents, () -> switch (request.method()) {
            case "GET" -> show(request);
            case "POST" -> submit(request);
            default ->
                OAuthPages.error(405, "This page answers GET and POST only.").with("Allow", "GET, POST");
        });
    }

    private WebAnswer show(WebRequest request) {
        Either<String, AuthorizeCommand> command =
                Parameters.parse(request.rawQuery().getOrNull(), "query string").flatMap(AuthorizeParameters::read);
        if (command.isLeft()) {
            return OAuthPages.error(400, "The authorization request is malformed: " + command.getLeft());
        }
        Option<UserId> user = sessions.current(request).flatMap(SessionTicket::user);
        if (user.isDefined()) {
            return consentOrFailure(request, user.get(), command.get());
        }
        return loginOrFailure(request, command.get(), 200, Option.none(), "");
    }

    private WebAnswer submit(WebRequest request) {
        Either<String, Parameters> body = RequestBodies.form(request).mapLeft(problem -> problem.message());
        Either<String, AuthorizeCommand> command = body.flatMap(AuthorizeParameters::read);
        if (command.isLeft()) {
            return OAuthPages.error(400, "The form is malformed: " + command.getLeft());
        }
        Parameters form = body.get();
        if (!sessions.formIsGenuine(request, form.get("csrf_token"))) {
            return OAuthPages.error(
                    403, "This form has expired or did not come from this site. Go back to the app and start again.");
        }
        if (form.has("decision")) {
            return decide(request, command.get(), form.get("decision"));
        }
        if (form.has("username")) {
            return logIn(request, command.get(), form.get("username"), form.get("password"));
        }
        return OAuthPages.error(400, "The form is malformed: it has neither a login nor a decision.");
    }

    private WebAnswer decide(WebRequest request, AuthorizeCommand command, String decision) {
        Option<UserId> user = sessions.current(request).flatMap(SessionTicket::user);
        if (user.isEmpty()) {
            return loginOrFailure(request, command, 200, Option.some("Your session ended. Please log in again."), "");
        }
        String issuer = baseUrl.of(request);
        return switch (decision) {
            case "allow" ->
                authorization
                        .approve(user.get(), command)
                        .fold(failure -> fail(request, failure), grant -> leave(grant.location(issuer)));
            case "deny" ->
                authorization
                        .deny(user.get(), command)
                        .fold(failure -> fail(request, failure), denied -> leave(denied.location(issuer)));
            default -> OAuthPages.error(400, "The decision must be allow or deny.");
        };
    }

    private WebAnswer logIn(WebRequest request, AuthorizeCommand command, String username, String password) {
        Either<AuthorizationFailure, AuthorizationRequest> valid = authorization.validate(command);
        if (valid.isLeft()) {
            return fail(request, valid.getLeft());
        }
        Either<LoginFailure, SessionTicket> login = sessions.logIn(request, username, password);
        if (login.isRight()) {
            return SessionCookie.set(
                    request,
                    WebAnswer.redirect(303, baseUrl.of(request) + PATH + "?" + AuthorizeParameters.query(command)),
                    login.get());
        }
        if (login.getLeft() instanceof LoginFailure.Throttled throttled) {
            long seconds = Math.max(1, throttled.retryAfter().toSeconds());
            return loginOrFailure(request, command, 429, Option.some(LoginMessages.throttled(seconds)), username)
                    .with("Retry-After", Long.toString(seconds));
        }
        return loginOrFailure(request, command, 401, Option.some(LoginMessages.INVALID), username);
    }

    private WebAnswer loginOrFailure(
            WebRequest request, AuthorizeCommand command, int status, Option<String> error, String username) {
        return authorization.validate(command).fold(failure -> fail(request, failure), valid -> {
            Sessions.Visit visit = sessions.ensure(request);
            return visit.cookieOn(
                    request,
                    OAuthPages.login(
                            status,
                            baseUrl.of(request) + PATH,
                            AuthorizeParameters.hiddenFields(command),
                            visit.ticket().csrfToken(),
                            Option.some(valid.client().name()),
                            error,
                            username));
        });
    }

    private WebAnswer consentOrFailure(WebRequest request, UserId user, AuthorizeCommand command) {
        return authorization.validateFor(user, command).fold(failure -> fail(request, failure), valid -> {
            Sessions.Visit visit = sessions.ensure(request);
            return visit.cookieOn(
                    request,
                    OAuthPages.consent(
                            baseUrl.of(request) + PATH,
                            valid,
                            AuthorizeParameters.hiddenFields(command),
                            visit.ticket().csrfToken(),
                            sessions.nameOf(user)));
        });
    }

    private WebAnswer fail(WebRequest request, AuthorizationFailure failure) {
        if (failure instanceof AuthorizationFailure.Page page) {
            return OAuthPages.error(page.status(), page.message());
        }
        if (failure instanceof AuthorizationFailure.Redirect redirect) {
            return leave(redirect.location(baseUrl.of(request)));
        }
        throw new IllegalStateException("an authorization failure this adapter does not know: " + failure);
    }

    /** A redirect out of the pages, with their headers. */
    private static WebAnswer leave(String location) {
        return Page.secure(WebAnswer.redirect(302, location));
    }
}
