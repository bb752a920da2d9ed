package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.Page;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.domain.Failure;
import dev.shutter.domain.oauth.AuthorizationRequest;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.ports.in.AppAccess;
import io.vavr.control.Option;
import java.net.URI;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.function.Supplier;

/** The pages of the OAuth endpoints: login form, consent, manage access, errors. Plain HTML, no script. */
final class OAuthPages {

    /** What a page (and the token endpoints' {@code error_description}) says while the storage is out of reach. */
    public static final String UNAVAILABLE =
            "The service is temporarily unavailable. Please try again in a few seconds.";

    private OAuthPages() {}

    /**
     * What a 503 says: {@link #UNAVAILABLE}, or the catalogue's sentence that the request may have been applied
     * when its write was sent and its answer lost ({@link Failure.OutcomeUnknown}).
     */
    static String unavailable(Failure outage) {
        return outage instanceof Failure.OutcomeUnknown ? outage.message() : UNAVAILABLE;
    }

    /** The login form, posting {@code hiddenFields} and the CSRF token to {@code action}. */
    public static WebAnswer login(
            int status,
            String action,
            String hiddenFields,
            String csrfToken,
            Option<String> appName,
            Option<String> error,
            String username) {
        StringBuilder body = new StringBuilder();
        appName.forEach(name -> body.append("<p>Log in to continue to <strong>")
                .append(Page.escape(name))
                .append("</strong>.</p>\n"));
        error.forEach(message -> body.append(Page.alert(message)));
        body.append("<form method=\"post\" action=\"")
                .append(Page.escape(action))
                .append("\">\n")
                .append(Page.hidden("csrf_token", csrfToken))
                .append(hiddenFields)
                .append("<p><label for=\"username\">Username</label><br>\n")
                .append("<input id=\"username\" name=\"username\" type=\"text\" autocomplete=\"username\""
                        + " required autofocus value=\"")
                .append(Page.escape(username))
                .append("\"></p>\n")
                .append("<p><label for=\"password\">Password</label><br>\n")
                .append("<input id=\"password\" name=\"password\" type=\"password\""
                        + " autocomplete=\"current-password\" required></p>\n")
                .append("<p><button type=\"submit\">Log in</button></p>\n</form>\n");
        return Page.answer(status, "Log in", body.toString());
    }

    /** The consent page: the app, each scope asked, and the allow and deny buttons. */
    public static WebAnswer consent(
            String action, AuthorizationRequest request, String hiddenFields, String csrfToken, String username) {
        String app = Page.escape(request.client().name());
        StringBuilder body = new StringBuilder();
        body.append("<p><strong>")
                .append(app)
                .append("</strong> would like to access your account, <strong>")
                .append(Page.escape(username))
                .append("</strong>. It asks to:</p>\n<ul>\n");
        for (Scope scope : request.scopes().values()) {
            body.append("<li><strong>")
                    .append(Page.escape(scope.wireName()))
                    .append("</strong>: ")
                    .append(Page.escape(ScopeDescriptions.of(scope)))
                    .append("</li>\n");
        }
        body.append("</ul>\n<p>Whatever you choose, you will be sent back to <strong>")
                .append(Page.escape(hostOf(request.target().redirectUri())))
                .append("</strong>.</p>\n")
                .append("<form method=\"post\" action=\"")
                .append(Page.escape(action))
                .append("\">\n")
                .append(Page.hidden("csrf_token", csrfToken))
                .append(hiddenFields)
                .append("<p><button type=\"submit\" name=\"decision\" value=\"allow\">Allow</button>\n")
                .append("<button type=\"submit\" name=\"decision\" value=\"deny\">Deny</button></p>\n</form>\n");
        return Page.answer(200, "Authorize " + request.client().name(), body.toString());
    }

    /** The apps holding access to the user's account, each with a button that revokes it. */
    public static WebAnswer access(String action, String logoutAction, List<AppAccess> apps, String csrfToken) {
        StringBuilder body = new StringBuilder();
        if (apps.isEmpty()) {
            body.append(Page.paragraph("No app has access to your account."));
        } else {
            body.append("<p>These apps can act for you. Revoking an app ends every token it holds.</p>\n<ul>\n");
            for (AppAccess app : apps) {
                body.append("<li><strong>")
                        .append(Page.escape(app.name()))
                        .append("</strong> (")
                        .append(Page.escape(app.scopes().wireForm()))
                        .append("), since ")
                        .append(Page.escape(DateTimeFormatter.ISO_LOCAL_DATE.format(
                                app.since().atOffset(ZoneOffset.UTC))))
                        .append("\n<form method=\"post\" action=\"")
                        .append(Page.escape(action))
                        .append("\">\n")
                        .append(Page.hidden("csrf_token", csrfToken))
                        .append(Page.hidden("client_id", app.client().value()))
                        .append("<button type=\"submit\" aria-label=\"Revoke access of ")
                        .append(Page.escape(app.name()))
                        .append("\">Revoke access</button>\n</form></li>\n");
            }
            body.append("</ul>\n");
        }
        body.append(logoutForm(logoutAction, csrfToken));
        return Page.answer(200, "Apps with access to your account", body.toString());
    }

    /** An error page; no redirect ever leaves it. */
    public static WebAnswer error(int status, String message) {
        return Page.answer(status, "Authorization failed", Page.alert(message));
    }

    /**
     * What {@code page} answers, as a stage already complete; if it fails, the page of a failure nobody expected:
     * while the storage is out of reach, 503 with {@code Retry-After}, otherwise a 500 naming the incident.
     */
    public static CompletionStage<WebAnswer> guarded(Incidents incidents, Supplier<WebAnswer> page) {
        WebAnswer answer;
        try {
            answer = page.get();
        } catch (RuntimeException | Error e) {
            answer = failure(incidents, e);
        }
        return answer.now();
    }

    private static WebAnswer failure(Incidents incidents, Throwable failure) {
        Option<Failure> outage = incidents.outage(failure);
        if (outage.isDefined()) {
            return error(503, unavailable(outage.get()))
                    .with("Retry-After", String.valueOf(Incidents.RETRY_AFTER_SECONDS));
        }
        String id = incidents.record(failure);
        return error(500, "Something went wrong on our side (error " + id + ").");
    }

    /** The page after logging out. */
    public static WebAnswer loggedOut() {
        return Page.answer(200, "Logged out", Page.paragraph("You are logged out."));
    }

    private static String logoutForm(String action, String csrfToken) {
        return "<form method=\"post\" action=\"" + Page.escape(action) + "\">\n"
                + Page.hidden("csrf_token", csrfToken)
                + "<p><button type=\"submit\">Log out</button></p>\n</form>\n";
    }

    private static String hostOf(String uri) {
        try {
            String host = URI.create(uri).getHost();
            return host == null ? uri : host;
        } catch (IllegalArgumentException e) {
            return uri;
        }
    }
}
