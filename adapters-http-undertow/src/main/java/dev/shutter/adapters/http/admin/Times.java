package dev.shutter.adapters.http.admin;

import io.vavr.control.Either;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/** Instants as the fixtures file writes them: Unix seconds ({@code "1400000000"}) or ISO-8601. */
final class Times {

    private Times() {}

    /** Null stays null ("now" to the operator). */
    static Either<String, Instant> parse(String raw) {
        if (raw == null) {
            return Either.right(null);
        }
        try {
            return Either.right(
                    raw.matches("[0-9]{1,12}") ? Instant.ofEpochSecond(Long.parseLong(raw)) : Instant.parse(raw));
        } catch (DateTimeParseException e) {
            return Either.left("must be Unix seconds or an ISO-8601 instant such as 2016-01-01T00:00:00Z");
        }
    }
}
