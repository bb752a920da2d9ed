package dev.shutter.adapters.http;

import dev.shutter.adapters.http.undertow.UndertowAnswers;
import dev.shutter.adapters.http.undertow.UndertowRequest;
import dev.shutter.adapters.http.web.Routes;
import dev.shutter.adapters.http.web.WebAnswer;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;

/**
 * The surface under the mount the host chose ({@link ShutterHttp.Builder#mount}): a request whose path as sent
 * is under it reaches the handler with the mount taken off its path ({@link UndertowRequest}); any other gets
 * the catalogue's 404. The path is the one sent, not the one Undertow may have decoded for the host's routes.
 */
final class Mounted implements HttpHandler {

    private final String mount;
    private final WebAnswer notFound;
    private final HttpHandler next;

    Mounted(String mount, WebAnswer notFound, HttpHandler next) {
        this.mount = mount;
        this.notFound = notFound;
        this.next = next;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        if (mount.isEmpty()) {
            next.handleRequest(exchange);
            return;
        }
        if (Routes.under(mount, UndertowRequest.sentPath(exchange)).isEmpty()) {
            UndertowAnswers.write(exchange, notFound);
            return;
        }
        UndertowRequest.mount(exchange, mount);
        next.handleRequest(exchange);
    }
}
