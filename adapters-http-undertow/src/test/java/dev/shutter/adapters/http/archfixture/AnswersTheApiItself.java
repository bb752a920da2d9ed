package dev.shutter.adapters.http.archfixture;

import dev.shutter.adapters.http.api.Envelope;
import dev.shutter.domain.Failure;
import io.undertow.server.HttpServerExchange;

/** Deliberately broken: an Undertow handler that answers a rule of the API itself instead of asking the surface. */
public final class AnswersTheApiItself {

    private AnswersTheApiItself() {}

    public static int refuse(HttpServerExchange exchange) {
        exchange.setStatusCode(405);
        return Envelope.failure(new Failure.MethodNotAllowed()).size();
    }
}
