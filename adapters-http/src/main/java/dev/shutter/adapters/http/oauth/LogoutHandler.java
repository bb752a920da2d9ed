package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.adapters.http.web.RequestBodies;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebHandler;
import dev.shutter.adapters.http.web.WebRequest;
import io.vavr.control.Either;
import java.util.concurrent.CompletionStage;

/**
 * {@code POST /oauth/logout}: ends the browser's session (with the session's CSRF token, so no one else can). It
 * may block on the storage: a binding calls it on a worker thread.
 */
final class LogoutHandler implements WebHandler {

    /** The path. */
    public static final String PATH = OAuthPaths.LOGOUT;

    private final Sessions sessions;
    private final Incidents incidents;

    public LogoutHandler(Sessions sessions, Incidents incidents) {
        this.sessions = sessions;
        this.incidents = incidents;
    }

    @Override
    public CompletionStage<WebAnswer> answer(WebRequest request) {
        return OAuthPages.guarded(incidents, () -> answered(request));
    }

    private WebAnswer answered(WebRequest request) {
        if (!request.method().equals("POST")) {
            return OAuthPages.error(405, "Log out with the button on the page.").with("Allow", "POST");
        }
        Either<String, Parameters> body = RequestBodies.form(request).mapLeft(problem -> problem.message());
        if (body.isLeft() || !sessions.formIsGenuine(request, body.get().get("csrf_token"))) {
            return OAuthPages.error(403, "This form has expired or did not come from this site.");
        }
        sessions.logOut(request);
        return SessionCookie.clear(request, OAuthPages.loggedOut());
    }
}
