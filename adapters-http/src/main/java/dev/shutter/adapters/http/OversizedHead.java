package dev.shutter.adapters.http;

import dev.shutter.adapters.http.admin.OperatorHandler;
import dev.shutter.adapters.http.api.Envelope;
import dev.shutter.adapters.http.oauth.OAuthPages;
import dev.shutter.adapters.http.oauth.OAuthPaths;
import dev.shutter.adapters.http.oauth.TokenResponses;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebRequest;
import dev.shutter.domain.Failure;
import java.util.Set;

/**
 * The refusal of a request whose header fields are over {@link WebRequest#HEAD_LIMIT} (HTTP/1.1 and HTTP/2 alike),
 * in the error shape of the area the path falls in (docs/spec/DECISIONS.md section 8): {@code 431} with the operator
 * API's JSON under {@code /admin} and with an error page under {@code /oauth}; the token endpoints'
 * {@code invalid_request}; and the {@code /v1} envelope's {@code APIInvalidParametersError} everywhere else, as
 * the router's 404 is. A binding checks the limit before any route runs; a server's own parser limit must sit
 * above it, or the parser answers first (docs/embedding.md).
 */
public final class OversizedHead {

    /** What a refused request is told. */
    public static final String TOO_LARGE =
            "the request's header fields are larger than " + WebRequest.HEAD_LIMIT + " bytes";

    private static final int STATUS = 431;

    private static final Set<String> TOKEN_ENDPOINTS =
            Set.of(OAuthPaths.ACCESS_TOKEN, OAuthPaths.REVOKE, OAuthPaths.INTROSPECT);

    private OversizedHead() {}

    /** The refusal of a request to {@code path} (as sent) whose header fields are too large. */
    public static WebAnswer answer(String path) {
        String route = path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        if (within(path, OperatorHandler.PREFIX)) {
            return WebAnswer.json(STATUS, Json.object().put("error", TOO_LARGE));
        }
        if (TOKEN_ENDPOINTS.contains(route)) {
            return TokenResponses.send(400, "invalid_request", TOO_LARGE);
        }
        if (within(path, OAuthPaths.PREFIX)) {
            return OAuthPages.error(STATUS, "The request is too large: " + TOO_LARGE + ".");
        }
        return Envelope.answer(new Failure.InvalidParameter("headers", TOO_LARGE));
    }

    private static boolean within(String path, String prefix) {
        return path.equals(prefix) || path.startsWith(prefix + "/");
    }
}
