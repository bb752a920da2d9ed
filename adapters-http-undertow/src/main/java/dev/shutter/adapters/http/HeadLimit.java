package dev.shutter.adapters.http;

import dev.shutter.adapters.http.oauth.OAuthPages;
import dev.shutter.adapters.http.oauth.TokenResponses;
import dev.shutter.adapters.http.undertow.UndertowAnswers;
import dev.shutter.adapters.http.undertow.UndertowRequest;
import dev.shutter.adapters.http.web.LargeHeads;
import dev.shutter.adapters.http.web.RequestHead;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import java.util.Set;

/**
 * Refuses a request whose header fields are over {@link RequestHead#LIMIT} before any route runs, in the error
 * shape of the area its path falls in (docs/spec/DECISIONS.md section 8): the surface's {@link LargeHeads} (the
 * operator API's JSON, the {@code /v1} envelope's {@code APIInvalidParametersError} everywhere else); and, until
 * they are on the model, the token endpoints' {@code invalid_request} and an error page under {@code /oauth}.
 */
final class HeadLimit implements HttpHandler {

    private static final int TOO_LARGE = 431;

    private static final Set<String> TOKEN_ENDPOINTS =
            Set.of("/oauth/access_token", "/oauth/revoke", "/oauth/introspect");

    private final LargeHeads largeHeads;
    private final HttpHandler next;

    HeadLimit(LargeHeads largeHeads, HttpHandler next) {
        this.largeHeads = largeHeads;
        this.next = next;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        if (!RequestHead.isTooLarge(UndertowRequest.of(exchange))) {
            next.handleRequest(exchange);
            return;
        }
        String path = exchange.getRequestPath();
        String route = path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        if (TOKEN_ENDPOINTS.contains(route)) {
            TokenResponses.send(exchange, 400, "invalid_request", RequestHead.TOO_LARGE);
        } else if (path.equals(ShutterHttp.OAUTH_PREFIX) || path.startsWith(ShutterHttp.OAUTH_PREFIX + "/")) {
            OAuthPages.error(exchange, TOO_LARGE, "The request is too large: " + RequestHead.TOO_LARGE + ".");
        } else {
            UndertowAnswers.write(exchange, largeHeads.answer(path));
        }
    }
}
