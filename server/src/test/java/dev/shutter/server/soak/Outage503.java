package dev.shutter.server.soak;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.server.support.Platform;
import java.net.http.HttpResponse;

/**
 * How the soak reads a 503 of the catalogue while the database is out of reach ({@code APIError}, {@code
 * Retry-After}, a message that shows nothing internal): the plain one, whose request did not apply, or the one
 * that says the request may have been applied (DECISIONS "A write answered 503").
 */
final class Outage503 {

    /** A request the database failed, and that did not apply. */
    static final JsonNode FAILED = Platform.read("{\"failed\":true}");

    /** A request the database failed, and that may have applied. */
    static final JsonNode MAYBE = Platform.read("{\"failed\":true,\"may_have_applied\":true}");

    /** What the catalogue's 503 says when the request may have been applied. */
    private static final String MAY_HAVE_APPLIED = "this request may have been applied";

    private static final String INTERNAL_DETAIL =
            "(?s).*(?:Exception|SQL|sql|at [\\w.$]+\\(|org\\.postgresql|com\\.zaxxer).*";

    private Outage503() {}

    /** {@link #FAILED} or {@link #MAYBE} for a 503 of the catalogue; null for any other answer. */
    static JsonNode of(HttpResponse<String> response) {
        if (response.statusCode() != 503) {
            return null;
        }
        try {
            JsonNode meta = Platform.read(response.body()).path("meta");
            boolean outage = meta.path("code").asInt() == 503
                    && meta.path("error_type").asText().equals("APIError")
                    && response.headers().firstValue("Retry-After").isPresent()
                    && !response.body().matches(INTERNAL_DETAIL);
            if (!outage) {
                return null;
            }
            return meta.path("error_message").asText().contains(MAY_HAVE_APPLIED) ? MAYBE : FAILED;
        } catch (RuntimeException notJson) {
            return null;
        }
    }
}
