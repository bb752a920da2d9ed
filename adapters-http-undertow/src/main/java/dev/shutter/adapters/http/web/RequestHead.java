package dev.shutter.adapters.http.web;

import io.undertow.server.HttpServerExchange;
import io.undertow.util.HeaderValues;

/**
 * The one limit on the size of a request's header fields ({@link WebRequest#HEAD_LIMIT}), checked on an Undertow
 * exchange without copying a field. A server's own parser limit must sit above it, or the parser answers first
 * (docs/embedding.md).
 */
public final class RequestHead {

    /** The most header bytes answered: 16 KiB. */
    public static final int LIMIT = WebRequest.HEAD_LIMIT;

    private RequestHead() {}

    /**
     * Whether the header fields, each counted as HTTP/1.1 writes it, are over {@link #LIMIT}. The request line
     * is not counted: a long query is a parameter problem, which each area names.
     */
    public static boolean isTooLarge(HttpServerExchange exchange) {
        long size = 0;
        for (HeaderValues header : exchange.getRequestHeaders()) {
            for (String value : header) {
                size += header.getHeaderName().length() + value.length() + 4;
                if (size > LIMIT) {
                    return true;
                }
            }
        }
        return false;
    }
}
