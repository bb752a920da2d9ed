package dev.shutter.server.web;

import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.HeaderValues;
import io.undertow.util.Headers;
import io.undertow.util.Protocols;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * One limit on the size of a request's header fields for HTTP/1.1 and HTTP/2 alike,
 * answered 431 (RFC 6585) before the body is read. Undertow's own limits, set far above it, stay as the
 * backstop: HTTP/1.1 answers a bare 400 over them and HTTP/2 ends the connection, neither of which a
 * client can act on.
 */
public final class HeaderLimit implements HttpHandler {

    /** The most header bytes answered: 16 KiB, far above any this server reads. */
    public static final int LIMIT = 16 * 1024;

    /** Undertow's own limit, the backstop: what either protocol still parses before this handler runs. */
    public static final int PARSER_LIMIT = 1024 * 1024;

    private static final byte[] BODY =
            ("The request's header fields are larger than " + LIMIT + " bytes.\n").getBytes(StandardCharsets.UTF_8);

    private final HttpHandler next;

    public HeaderLimit(HttpHandler next) {
        this.next = next;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        if (sizeOfHead(exchange) <= LIMIT) {
            next.handleRequest(exchange);
            return;
        }
        if (!exchange.getProtocol().equals(Protocols.HTTP_2_0)) {
            // The body, if any, is not read: the connection cannot carry another request.
            exchange.setPersistent(false);
        }
        exchange.setStatusCode(431);
        exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, "text/plain; charset=utf-8");
        exchange.getResponseSender().send(ByteBuffer.wrap(BODY));
    }

    /**
     * Each header field as HTTP/1.1 would write it. The request line is not counted: a long URL is a
     * different problem (414), and Undertow's parsers bound it.
     */
    private static long sizeOfHead(HttpServerExchange exchange) {
        long size = 0;
        for (HeaderValues header : exchange.getRequestHeaders()) {
            for (String value : header) {
                size += header.getHeaderName().length() + value.length() + 4;
            }
        }
        return size;
    }
}
