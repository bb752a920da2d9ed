package dev.shutter.adapters.http;

import dev.shutter.adapters.http.undertow.UndertowAnswers;
import dev.shutter.adapters.http.undertow.UndertowRequest;
import dev.shutter.adapters.http.web.LargeHeads;
import dev.shutter.adapters.http.web.RequestHead;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;

/**
 * Refuses a request whose header fields are over {@link RequestHead#LIMIT} before any route runs, with the
 * surface's answer in the shape of the area its path falls in ({@link Surface#largeHeads()}).
 */
final class HeadLimit implements HttpHandler {

    private final LargeHeads largeHeads;
    private final HttpHandler next;

    HeadLimit(LargeHeads largeHeads, HttpHandler next) {
        this.largeHeads = largeHeads;
        this.next = next;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        if (RequestHead.isTooLarge(UndertowRequest.of(exchange))) {
            UndertowAnswers.write(exchange, largeHeads.answer(UndertowRequest.path(exchange)));
        } else {
            next.handleRequest(exchange);
        }
    }
}
