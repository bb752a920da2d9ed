package dev.shutter.adapters.http.undertow;

import dev.shutter.adapters.http.web.RequestId;
import dev.shutter.adapters.http.web.Route;
import dev.shutter.adapters.http.web.WebAnswer;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.SameThreadExecutor;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A {@link Route} of the surface as an Undertow handler, with today's threading: a route that may block is
 * called on a worker thread (the exchange stays non-blocking, as {@link
 * dev.shutter.adapters.http.web.OnWorkerThread} keeps it), any other on the IO thread that read the request.
 * An answer already complete is written at once; a later one is written on the connection's IO thread when
 * its stage completes, with no worker in between. A stage that fails (a handler's bug: handlers answer their
 * failures) gets Undertow's own answer to a failing handler, a 500 without a body.
 */
public final class UndertowRoute implements HttpHandler {

    private static final Logger LOG = LoggerFactory.getLogger("dev.shutter.incidents");

    private final Route route;

    private UndertowRoute(Route route) {
        this.route = route;
    }

    /** {@code route} for Undertow. */
    public static HttpHandler of(Route route) {
        return new UndertowRoute(route);
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) {
        if (route.mayBlock()) {
            if (exchange.isInIoThread()) {
                exchange.dispatch(this);
                return;
            }
            RequestId.inLoggingContext(exchange, () -> answer(exchange));
        } else {
            answer(exchange);
        }
    }

    private void answer(HttpServerExchange exchange) {
        CompletionStage<WebAnswer> stage = route.handler().answer(UndertowRequest.of(exchange));
        if (stage instanceof CompletableFuture<WebAnswer> done && done.isDone() && !done.isCompletedExceptionally()) {
            UndertowAnswers.write(exchange, done.join());
            return;
        }
        // Dispatched on the same thread: the exchange stays open once this call returns.
        exchange.dispatch(
                SameThreadExecutor.INSTANCE,
                () -> stage.whenComplete((answer, failure) -> {
                    if (exchange.isInIoThread()) {
                        finish(exchange, answer, failure);
                    } else {
                        exchange.getIoThread().execute(() -> finish(exchange, answer, failure));
                    }
                }));
    }

    private static void finish(HttpServerExchange exchange, WebAnswer answer, Throwable failure) {
        if (failure == null) {
            UndertowAnswers.write(exchange, answer);
            return;
        }
        LOG.error("a handler's answer failed: {}", failure.getClass().getName(), failure);
        if (!exchange.isResponseStarted()) {
            exchange.setStatusCode(500);
        }
        exchange.endExchange();
    }
}
