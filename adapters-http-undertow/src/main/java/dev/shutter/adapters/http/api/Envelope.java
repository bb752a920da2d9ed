package dev.shutter.adapters.http.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.http.web.Exchanges;
import dev.shutter.adapters.http.web.FormEncoding;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.JsonOut;
import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.domain.Failure;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.HttpString;
import io.vavr.control.Option;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The {@code /v1} envelope (docs/spec/DECISIONS.md section 1): {@code {"meta":{"code":200},"data":...}}, with
 * {@code pagination} on lists that have a next page; failures as {@code meta} with {@code error_type}
 * and {@code error_message}, and the HTTP status equal to {@code meta.code}.
 */
public final class Envelope {

    static final HttpString RATE_LIMIT = new HttpString("X-Ratelimit-Limit");
    static final HttpString RATE_REMAINING = new HttpString("X-Ratelimit-Remaining");
    static final HttpString RETRY_AFTER = new HttpString("Retry-After");

    private Envelope() {}

    /** A success with {@code data} and, if there is a next page, its pagination. */
    public static JsonOut success(JsonOut data, Option<Pagination> pagination) {
        return out -> {
            out.writeStartObject();
            out.writeObjectFieldStart("meta");
            out.writeNumberField("code", 200);
            out.writeEndObject();
            out.writeFieldName("data");
            data.writeTo(out);
            if (pagination.isDefined()) {
                out.writeObjectFieldStart("pagination");
                out.writeStringField("next_url", pagination.get().nextUrl());
                out.writeStringField("next_cursor", pagination.get().nextCursor());
                out.writeEndObject();
            }
            out.writeEndObject();
        };
    }

    /** The body of any failure of the catalogue. */
    public static ObjectNode failure(Failure failure) {
        ObjectNode body = Json.object();
        ObjectNode meta = body.putObject("meta");
        meta.put("code", failure.code());
        meta.put("error_type", failure.errorType());
        meta.put("error_message", failure.message());
        if (failure instanceof Failure.Unexpected unexpected) {
            meta.put("error_id", unexpected.errorId());
        }
        return body;
    }

    /** Sends {@code failure}, with the headers a rate-limit refusal carries. */
    public static void send(HttpServerExchange exchange, Failure failure) {
        if (failure instanceof Failure.RateLimited limited) {
            exchange.getResponseHeaders().put(RATE_LIMIT, limited.allowed());
            exchange.getResponseHeaders().put(RATE_REMAINING, 0);
            exchange.getResponseHeaders().put(RETRY_AFTER, limited.retryAfterSeconds());
        }
        if (failure instanceof Failure.Unavailable unavailable) {
            exchange.getResponseHeaders().put(RETRY_AFTER, unavailable.retryAfterSeconds());
        }
        Exchanges.json(exchange, failure.code(), failure(failure));
    }

    /** The link to the next page of a list. */
    public record Pagination(String nextUrl, String nextCursor) {

        /**
         * The next page after {@code cursor}: the request's own URL with that cursor; a signature cannot carry
         * over, so none.
         */
        static Pagination after(String base, String rawPath, Parameters parameters, String cursor) {
            Set<String> pairs = new LinkedHashSet<>();
            for (Map.Entry<String, String> entry : parameters.entries()) {
                if (!entry.getKey().equals("cursor") && !entry.getKey().equals("sig")) {
                    pairs.add(FormEncoding.encode(entry.getKey()) + "=" + FormEncoding.encode(entry.getValue()));
                }
            }
            pairs.add("cursor=" + FormEncoding.encode(cursor));
            return new Pagination(base + rawPath + "?" + String.join("&", pairs), cursor);
        }
    }
}
