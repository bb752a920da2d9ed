package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.adapters.http.web.RequestBodies;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebHandler;
import dev.shutter.adapters.http.web.WebRequest;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.LoginFailure;
import dev.shutter.ports.in.RevokeTokenUseCase;
import dev.shutter.ports.in.SessionTicket;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.concurrent.CompletionStage;

/**
 * {@code /oauth/access}, the "manage access" page (docs/spec/photo-api.md 3.1: the user revokes an app), behind the
 * same login session as the authorization pages. Every form carries the session's CSRF token. It may block (a
 * password hash, the storage): a binding calls it on a worker thread.
 */
final class ManageAccessHandler implements WebHandler {

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
    public CompletionStage<WebAnswer> answer(WebRequest request) {
        return OAuthPages.guarded(incidents, () -> switch (request.method()) {
            case "GET" -> show(request, 200, Option.none(), "");
            case "POST" -> submit(request);
            default ->
                OAuthPages.error(405, "This page answers GET and POST only.").with("Allow", "GET, POST");
        });
    }

    private WebAnswer show(WebRequest request, int status, Option<String> error, String username) {
        Sessions.Visit visit = sessions.ensure(request);
        SessionTicket session = visit.ticket();
        String self = baseUrl.of(request) + PATH;
        if (session.user().isDefined()) {
            return visit.cookieOn(
                    request,
                    OAuthPages.access(
                            self,
                            baseUrl.of(request) + LogoutHandler.PATH,
                            revocation.accessOf(session.user().get()),
                            session.csrfToken()));
        }
        return visit.cookieOn(
                request, OAuthPages.login(status, self, "", session.csrfToken(), Option.none(), error, username));
    }

    private WebAnswer submit(WebRequest request) {
        Either<String, Parameters> body = RequestBodies.form(request).mapLeft(problem -> problem.message());
        if (body.isLeft()) {
            return OAuthPages.error(400, "The form is malformed: " + body.getLeft());
        }
        Parameters form = body.get();
        if (!sessions.formIsGenuine(request, form.get("csrf_token"))) {
            return OAuthPages.error(403, "This form has expired or did not come from this site. Reload the page.");
        }
        if (form.has("username")) {
            Either<LoginFailure, SessionTicket> login =
                    sessions.logIn(request, form.get("username"), form.get("password"));
            if (login.isRight()) {
                return SessionCookie.set(request, WebAnswer.redirect(303, baseUrl.of(request) + PATH), login.get());
            }
            if (login.getLeft() instanceof LoginFailure.Throttled throttled) {
                long seconds = Math.max(1, throttled.retryAfter().toSeconds());
                return show(request, 429, Option.some(LoginMessages.throttled(seconds)), form.get("username"))
                        .with("Retry-After", Long.toString(seconds));
            }
            return show(request, 401, Option.some(LoginMessages.INVALID), form.get("username"));
        }
        Option<UserId> user = sessions.current(request).flatMap(SessionTicket::user);
        Option<ClientId> client = ClientId.parse(form.get("client_id"));
        if (user.isEmpty() || client.isEmpty()) {
            return OAuthPages.error(400, "The form is malformed: log in and choose an app to revoke.");
        }
        revocation.revokeApp(user.get(), client.get());
        return WebAnswer.redirect(303, baseUrl.of(request) + PATH);
    }
}
