package dev.shutter.adapters.http.archfixture;

import io.undertow.server.HttpServerExchange;

/** Deliberately broken: a class of the surface that reads a web server's own exchange. */
public final class NamesAWebServer {

    private NamesAWebServer() {}

    public static String path(HttpServerExchange exchange) {
        return exchange.getRequestPath();
    }
}
