package dev.shutter.adapters.http;

import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebHandler;
import dev.shutter.adapters.http.web.WebRequest;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.concurrent.CompletionStage;

/**
 * {@code GET /openapi.json}: the OpenAPI 3.1 document of {@code /v1} and the OAuth endpoints, kept in the
 * repository beside this class; the HTTP tests check every answer they get against it.
 */
public final class OpenApiHandler implements WebHandler {

    /** Where the document is served. */
    public static final String PATH = "/openapi.json";

    private final WebAnswer document;

    public OpenApiHandler() {
        try (InputStream in = OpenApiHandler.class.getResourceAsStream("openapi.json")) {
            if (in == null) {
                throw new IllegalStateException("openapi.json is missing from the server's jar");
            }
            this.document = WebAnswer.bytes(200, "application/json", in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public CompletionStage<WebAnswer> answer(WebRequest request) {
        return document.now();
    }
}
