package dev.shutter.adapters.http.web;

import com.fasterxml.jackson.databind.JsonNode;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * What the surface answers: a status, header fields in order (a name may repeat, as {@code Set-Cookie} does),
 * and a body or none. Immutable; {@link #with} gives a copy with one more field. A binding writes it as it is.
 */
public final class WebAnswer {

    /** The JSON content type the surface writes. */
    public static final String JSON_TYPE = "application/json; charset=utf-8";

    private final int status;
    private final List<Header> headers;
    private final Option<byte[]> body;

    private WebAnswer(int status, List<Header> headers, Option<byte[]> body) {
        if (status < 100 || status > 599) {
            throw new IllegalArgumentException("not an HTTP status: " + status);
        }
        this.status = status;
        this.headers = List.copyOf(headers);
        this.body = body;
    }

    /** One header field. */
    public record Header(String name, String value) {

        public Header {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(value, "value");
        }
    }

    /** {@code status} with no body. */
    public static WebAnswer empty(int status) {
        return new WebAnswer(status, List.of(), Option.none());
    }

    /** {@code status} with {@code body} of {@code contentType}. */
    public static WebAnswer bytes(int status, String contentType, byte[] body) {
        return new WebAnswer(status, List.of(new Header("Content-Type", contentType)), Option.some(body));
    }

    /** {@code status} with {@code body} as compact UTF-8 JSON. */
    public static WebAnswer json(int status, JsonNode body) {
        return bytes(status, JSON_TYPE, Json.bytes(body));
    }

    /** {@code status} with {@code body} as compact UTF-8 JSON, written without a tree. */
    public static WebAnswer json(int status, JsonOut body) {
        return bytes(status, JSON_TYPE, Json.bytes(body));
    }

    /** A redirect ({@code status} 3xx) to {@code location}, never stored by a cache. */
    public static WebAnswer redirect(int status, String location) {
        return empty(status).with("Location", location).with("Cache-Control", "no-store");
    }

    /** This answer with one more header field, after those it has. */
    public WebAnswer with(String name, String value) {
        List<Header> more = new ArrayList<>(headers);
        more.add(new Header(name, value));
        return new WebAnswer(status, more, body);
    }

    /** This answer with {@code more} header fields, after those it has. */
    public WebAnswer with(List<Header> more) {
        if (more.isEmpty()) {
            return this;
        }
        List<Header> all = new ArrayList<>(headers.size() + more.size());
        all.addAll(headers);
        all.addAll(more);
        return new WebAnswer(status, all, body);
    }

    /** This answer, already complete: for a handler that answers at once. */
    public CompletionStage<WebAnswer> now() {
        return CompletableFuture.completedFuture(this);
    }

    public int status() {
        return status;
    }

    /** The header fields, in the order added. */
    public List<Header> headers() {
        return headers;
    }

    /** The values of the header {@code name} (case-insensitive), in order. */
    public List<String> headers(String name) {
        List<String> values = new ArrayList<>();
        for (Header header : headers) {
            if (header.name().equalsIgnoreCase(name)) {
                values.add(header.value());
            }
        }
        return values;
    }

    /** The body, or none (a redirect, a 204). The array is not copied: a binding writes it, nobody changes it. */
    public Option<byte[]> body() {
        return body;
    }
}
