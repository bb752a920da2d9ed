package dev.shutter.adapters.http;

import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;

/**
 * {@code GET /openapi.json}: the OpenAPI 3.1 document of {@code /v1} and the OAuth endpoints, kept in the
 * repository beside this class; the HTTP tests check every answer they get against it.
 */
final class OpenApiHandler implements HttpHandler {

    /** Where the document is served. */
    static final String PATH = "/openapi.json";

    private final byte[] document;

    OpenApiHandler() {
        try (InputStream in = OpenApiHandler.class.getResourceAsStream("openapi.json")) {
            if (in == null) {
                throw new IllegalStateException("openapi.json is missing from the server's jar");
            }
            this.document = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) {
        exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, "application/json");
        exchange.getResponseSender().send(ByteBuffer.wrap(document));
    }
}
