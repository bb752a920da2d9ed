package dev.shutter.adapters.http.api;

import dev.shutter.adapters.http.web.Exchanges;
import dev.shutter.adapters.http.web.FormEncoding;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.RequestBody;
import dev.shutter.domain.Failure;
import dev.shutter.ports.in.RevokeTokenUseCase;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import java.util.ArrayList;
import java.util.List;

/**
 * The plain-HTTP listener (docs/spec/DECISIONS.md section 8): every request gets 403 "HTTPS is required.", never a
 * redirect, and an access token sent over it has been exposed, so it is revoked.
 */
public final class HttpsRequiredHandler implements HttpHandler {

    private final RevokeTokenUseCase revocation;
    private final Incidents incidents;

    public HttpsRequiredHandler(RevokeTokenUseCase revocation, Incidents incidents) {
        this.revocation = revocation;
        this.incidents = incidents;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) {
        try {
            revokeExposedTokens(exchange);
        } catch (RuntimeException | Error e) {
            // The answer stays the same: this listener has nothing else to say.
            incidents.record(e);
        }
        if (!exchange.isResponseStarted()) {
            Envelope.send(exchange, new Failure.HttpsRequired());
        }
    }

    private void revokeExposedTokens(HttpServerExchange exchange) {
        List<String> exposed = new ArrayList<>();
        exposed.addAll(tokensIn(Exchanges.rawQuery(exchange)));
        String bearer = Exchanges.authorization(exchange, "Bearer");
        if (bearer != null) {
            exposed.add(bearer);
        }
        if (!exchange.getRequestMethod().toString().equals("GET")) {
            RequestBody.form(exchange).forEach(form -> {
                for (var entry : form.entries()) {
                    if (entry.getKey().equals("access_token")) {
                        exposed.add(entry.getValue());
                    }
                }
            });
        }
        exposed.forEach(revocation::revokeExposed);
    }

    /** Every {@code access_token} of the query, read leniently: a broken neighbour must not save a token. */
    private static List<String> tokensIn(String query) {
        List<String> tokens = new ArrayList<>();
        if (query == null) {
            return tokens;
        }
        for (String pair : query.split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0 && FormEncoding.decode(pair.substring(0, eq)).contains("access_token")) {
                FormEncoding.decode(pair.substring(eq + 1)).forEach(tokens::add);
            }
        }
        return tokens;
    }
}
