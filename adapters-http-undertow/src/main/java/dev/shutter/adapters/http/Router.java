package dev.shutter.adapters.http;

import dev.shutter.adapters.http.undertow.UndertowAnswers;
import dev.shutter.adapters.http.undertow.UndertowRequest;
import dev.shutter.adapters.http.undertow.UndertowRoute;
import dev.shutter.adapters.http.web.Route;
import dev.shutter.adapters.http.web.RouteTemplates;
import dev.shutter.adapters.http.web.Routes;
import dev.shutter.adapters.http.web.WebAnswer;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.vavr.control.Option;

/**
 * Dispatches on the raw path by a {@link Routes} table: the surface's routes on the model, and the handlers not
 * yet on it; anything else is the catalogue's 404 ({@link Surface#notFound()}).
 */
final class Router implements HttpHandler {

    private final WebAnswer notFound;
    private final Routes.Builder<HttpHandler> table = Routes.builder();
    private Routes<HttpHandler> routes = table.build();

    /** {@code notFound}: what a path no route takes is answered ({@link Surface#notFound()}). */
    Router(WebAnswer notFound) {
        this.notFound = notFound;
    }

    /** {@code path} exactly. */
    Router exact(String path, HttpHandler handler) {
        table.exact(path, handler);
        routes = table.build();
        return this;
    }

    /** {@code path} with and without a trailing slash. */
    Router exactWithSlash(String path, HttpHandler handler) {
        table.exactWithSlash(path, handler);
        routes = table.build();
        return this;
    }

    /** {@code prefix} itself and everything under {@code prefix/}. */
    Router prefix(String prefix, HttpHandler handler) {
        table.prefix(prefix, handler);
        routes = table.build();
        return this;
    }

    /** The routes of the surface's model, each with the binding's threading. */
    Router model(Routes<Route> model) {
        table.all(model.map(UndertowRoute::of));
        routes = table.build();
        return this;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        Option<Routes.Found<HttpHandler>> found = routes.find(UndertowRequest.path(exchange));
        if (found.isEmpty()) {
            UndertowAnswers.write(exchange, notFound);
            return;
        }
        RouteTemplates.set(exchange, found.get().template());
        found.get().route().handleRequest(exchange);
    }
}
