package dev.shutter.adapters.http;

import dev.shutter.adapters.http.api.Envelope;
import dev.shutter.adapters.http.oauth.OAuthPages;
import dev.shutter.adapters.http.oauth.TokenResponses;
import dev.shutter.adapters.http.undertow.UndertowAnswers;
import dev.shutter.adapters.http.web.Exchanges;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.RequestHead;
import dev.shutter.domain.Failure;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import java.util.Set;

/**
 * Refuses a request whose header fields are over {@link RequestHead#LIMIT} before any route runs, in the error
 * shape of the area its path falls in (docs/spec/DECISIONS.md section 8): {@code 431} with the operator API's JSON
 * under {@code /admin} and with an error page under {@code /oauth}; the token endpoints' {@code invalid_request};
 * and the {@code /v1} envelope's {@code APIInvalidParametersError} everywhere else, as the router's 404 is.
 */
final class HeadLimit implements HttpHandler {

    private static final int TOO_LARGE = 431;

    private static final Set<String> TOKEN_ENDPOINTS =
            Set.of("/oauth/access_token", "/oauth/revoke", "/oauth/introspect");

    private final HttpHandler next;

    HeadLimit(HttpHandler next) {
        this.next = next;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        if (!RequestHead.isTooLarge(exchange)) {
            next.handleRequest(exchange);
            return;
        }
        String path = exchange.getRequestPath();
        String route = path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        if (within(path, ShutterHttp.OPERATOR_PREFIX)) {
            Exchanges.json(exchange, TOO_LARGE, Json.object().put("error", RequestHead.TOO_LARGE));
        } else if (TOKEN_ENDPOINTS.contains(route)) {
            UndertowAnswers.write(exchange, TokenResponses.send(400, "invalid_request", RequestHead.TOO_LARGE));
        } else if (within(path, ShutterHttp.OAUTH_PREFIX)) {
            UndertowAnswers.write(
                    exchange, OAuthPages.error(TOO_LARGE, "The request is too large: " + RequestHead.TOO_LARGE + "."));
        } else {
            UndertowAnswers.write(
                    exchange, Envelope.answer(new Failure.InvalidParameter("headers", RequestHead.TOO_LARGE)));
        }
    }

    private static boolean within(String path, String prefix) {
        return path.equals(prefix) || path.startsWith(prefix + "/");
    }
}
