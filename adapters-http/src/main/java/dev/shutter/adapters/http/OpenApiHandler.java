package dev.shutter.adapters.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebHandler;
import dev.shutter.adapters.http.web.WebRequest;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletionStage;

/**
 * {@code GET /openapi.json}: the OpenAPI 3.1 document of {@code /v1} and the OAuth endpoints, kept in the
 * repository beside this class; the HTTP tests check every answer they get against it. Its one server is the
 * one it is served from (the request's base URL, or the configured public URL), so that a reader's "Try it
 * out" calls this server; the rest is served as it is kept.
 */
public final class OpenApiHandler implements WebHandler {

    /** Where the document is served. */
    public static final String PATH = "/openapi.json";

    /** The server the kept document names, replaced by the one it is served from. */
    static final String KEPT_SERVER = "\"https://localhost:8443\"";

    private final BaseUrl baseUrl;
    private final byte[] before;
    private final byte[] after;

    public OpenApiHandler(BaseUrl baseUrl) {
        this.baseUrl = baseUrl;
        String document;
        try (InputStream in = OpenApiHandler.class.getResourceAsStream("openapi.json")) {
            if (in == null) {
                throw new IllegalStateException("openapi.json is missing from the server's jar");
            }
            document = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int at = document.indexOf(KEPT_SERVER);
        if (at < 0 || document.indexOf(KEPT_SERVER, at + 1) >= 0) {
            throw new IllegalStateException("openapi.json must name its server " + KEPT_SERVER + " exactly once");
        }
        this.before = document.substring(0, at).getBytes(StandardCharsets.UTF_8);
        this.after = document.substring(at + KEPT_SERVER.length()).getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public CompletionStage<WebAnswer> answer(WebRequest request) {
        byte[] server;
        try {
            server = Json.MAPPER.writeValueAsBytes(baseUrl.of(request));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
        byte[] body = new byte[before.length + server.length + after.length];
        System.arraycopy(before, 0, body, 0, before.length);
        System.arraycopy(server, 0, body, before.length, server.length);
        System.arraycopy(after, 0, body, before.length + server.length, after.length);
        return WebAnswer.bytes(200, "application/json", body).now();
    }
}
