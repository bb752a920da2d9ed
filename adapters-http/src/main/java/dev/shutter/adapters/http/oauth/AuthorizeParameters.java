package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.FormEncoding;
import dev.shutter.adapters.http.web.Page;
import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.ports.in.AuthorizeCommand;
import io.vavr.control.Either;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The parameters of an authorization request, read from the query of {@code GET /oauth/authorize} or
 * from the hidden fields of the forms that post it back, and written back into both.
 */
final class AuthorizeParameters {

    /** Each parameter with the longest value accepted (as {@link AuthorizeCommand} declares). */
    private static final Map<String, Integer> LIMITS = new LinkedHashMap<>();

    static {
        LIMITS.put("client_id", 256);
        LIMITS.put("redirect_uri", 2048);
        LIMITS.put("response_type", 64);
        LIMITS.put("scope", 1024);
        LIMITS.put("state", 2048);
        LIMITS.put("code_challenge", 256);
        LIMITS.put("code_challenge_method", 64);
    }

    private AuthorizeParameters() {}

    /**
     * The command, or why the request is malformed (a parameter repeated or too long): before the
     * redirect URI is verified, such a request can only get an error page.
     */
    public static Either<String, AuthorizeCommand> read(Parameters parameters) {
        for (Map.Entry<String, Integer> limit : LIMITS.entrySet()) {
            String name = limit.getKey();
            if (parameters.isAmbiguous(name)) {
                return Either.left("The parameter " + name + " was given more than once.");
            }
            String value = parameters.get(name);
            if (value != null && value.length() > limit.getValue()) {
                return Either.left("The parameter " + name + " is longer than " + limit.getValue() + " characters.");
            }
        }
        return Either.right(AuthorizeCommand.fromParameters(parameters::get));
    }

    /** The request as hidden form fields, absent parameters left out. */
    public static String hiddenFields(AuthorizeCommand command) {
        StringBuilder html = new StringBuilder();
        valuesOf(command).forEach((name, value) -> html.append(Page.hidden(name, value)));
        return html.toString();
    }

    /** The request as a query string, to come back to the authorization page after logging in. */
    public static String query(AuthorizeCommand command) {
        StringJoiner query = new StringJoiner("&");
        valuesOf(command).forEach((name, value) -> query.add(name + "=" + FormEncoding.encode(value)));
        return query.toString();
    }

    private static Map<String, String> valuesOf(AuthorizeCommand command) {
        Map<String, String> values = new LinkedHashMap<>();
        putIfPresent(values, "client_id", command.clientId());
        putIfPresent(values, "redirect_uri", command.redirectUri());
        putIfPresent(values, "response_type", command.responseType());
        putIfPresent(values, "scope", command.scope());
        putIfPresent(values, "state", command.state());
        putIfPresent(values, "code_challenge", command.codeChallenge());
        putIfPresent(values, "code_challenge_method", command.codeChallengeMethod());
        return values;
    }

    private static void putIfPresent(Map<String, String> values, String name, String value) {
        if (value != null) {
            values.put(name, value);
        }
    }
}
