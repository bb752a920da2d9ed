package dev.shutter.adapters.http.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.http.web.FormEncoding;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.JsonOut;
import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.domain.Failure;
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

    /** The budget of the token's window, on every counted answer. */
    public static final String RATE_LIMIT = "X-Ratelimit-Limit";

    /** What is left of that budget. */
    public static final String RATE_REMAINING = "X-Ratelimit-Remaining";

    private static final String RETRY_AFTER = "Retry-After";

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

    /** The answer to {@code failure}, with the headers a rate-limit refusal and an outage carry. */
    public static WebAnswer answer(Failure failure) {
        WebAnswer answer = WebAnswer.json(failure.code(), failure(failure));
        if (failure instanceof Failure.RateLimited limited) {
            answer = answer.with(RATE_LIMIT, String.valueOf(limited.allowed()))
                    .with(RATE_REMAINING, "0")
                    .with(RETRY_AFTER, String.valueOf(limited.retryAfterSeconds()));
        }
        if (failure instanceof Failure.Unavailable unavailable) {
            answer = answer.with(RETRY_AFTER, String.valueOf(unavailable.retryAfterSeconds()));
        }
        if (failure instanceof Failure.OutcomeUnknown unknown) {
            answer = answer.with(RETRY_AFTER, String.valueOf(unknown.retryAfterSeconds()));
        }
        return answer;
    }

    /** The link to the next page of a list. */
    public record Pagination(String nextUrl, String nextCursor) {

        /**
         * The next page after {@code cursor}: the request's own URL with that cursor; a signature cannot carry
         * over, so none.
         */
        public static Pagination after(String base, String rawPath, Parameters parameters, String cursor) {
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
