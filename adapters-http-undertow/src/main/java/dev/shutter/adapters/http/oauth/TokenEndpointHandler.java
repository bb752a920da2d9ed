package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.Exchanges;
import dev.shutter.adapters.http.web.Incidents;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;

/** What the token and revocation endpoints share: POST only, and the JSON error shape even when broken. */
abstract class TokenEndpointHandler implements HttpHandler {

    private final Incidents incidents;

    TokenEndpointHandler(Incidents incidents) {
        this.incidents = incidents;
    }

    @Override
    public final void handleRequest(HttpServerExchange exchange) {
        try {
            if (!exchange.getRequestMethod().toString().equals("POST")) {
                exchange.getResponseHeaders().put(Headers.ALLOW, "POST");
                TokenResponses.send(exchange, 405, "invalid_request", "method not allowed");
                return;
            }
            ClientForm.read(exchange)
                    .fold(
                            failure -> {
                                TokenResponses.failure(exchange, failure);
                                return null;
                            },
                            form -> {
                                serve(exchange, form);
                                return null;
                            });
        } catch (RuntimeException | Error e) {
            if (Exchanges.unavailable(incidents, e, exchange)) {
                if (!exchange.isResponseStarted()) {
                    TokenResponses.send(exchange, 503, "temporarily_unavailable", OAuthPages.UNAVAILABLE);
                }
                return;
            }
            String id = incidents.record(e);
            if (!exchange.isResponseStarted()) {
                TokenResponses.send(
                        exchange, 500, "server_error", "an unexpected error occurred (error id " + id + ")");
            }
        }
    }

    /** Serves a well-formed client request. */
    abstract void serve(HttpServerExchange exchange, ClientForm form);
}
