package dev.shutter.adapters.http.admin;

import dev.shutter.domain.WholeNumber;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.DateTimeException;
import java.time.Instant;

/**
 * Instants as the fixtures file and the operator API write them: Unix seconds ({@code "1400000000"}, ASCII
 * digits only, as {@link WholeNumber} reads every number) or ISO-8601.
 */
final class Times {

    private static final String EXPECTED = "must be Unix seconds or an ISO-8601 instant such as 2016-01-01T00:00:00Z";

    private Times() {}

    /** Null stays null ("now" to the operator). */
    static Either<String, Instant> parse(String raw) {
        if (raw == null) {
            return Either.right(null);
        }
        Option<Long> seconds = WholeNumber.parse(raw);
        try {
            return Either.right(seconds.isDefined() ? Instant.ofEpochSecond(seconds.get()) : Instant.parse(raw));
        } catch (DateTimeException e) {
            return Either.left(EXPECTED);
        }
    }
}
