package dev.shutter.ports.in;

import dev.shutter.domain.WholeNumber;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.time.Instant;
import java.util.Base64;
import java.util.Objects;

/**
 * Where the next page of a relationship list starts: the edge time and the other user of the last entry
 * shown. A client sees it only as the opaque {@code cursor} of {@link #parse} and {@link #wire}.
 */
public record PageCursor(Instant at, UserId other) {

    public PageCursor {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(other, "other");
    }

    /** The position {@code raw} names, if it is a cursor this server gave. */
    public static Option<PageCursor> parse(String raw) {
        if (raw == null) {
            return Option.none();
        }
        try {
            String[] parts = new String(Base64.getUrlDecoder().decode(raw), StandardCharsets.UTF_8).split("\\.", -1);
            if (parts.length != 3) {
                return Option.none();
            }
            Option<Long> seconds = epochSeconds(parts[0]);
            Option<Integer> nanos = WholeNumber.parseInt(parts[1]).filter(n -> n < 1_000_000_000);
            if (seconds.isEmpty() || nanos.isEmpty()) {
                return Option.none();
            }
            Instant at = Instant.ofEpochSecond(seconds.get(), nanos.get());
            return UserId.parse(parts[2]).map(user -> new PageCursor(at, user));
        } catch (IllegalArgumentException | DateTimeException e) {
            return Option.none();
        }
    }

    /**
     * The seconds of a cursor this server wrote: a whole number, negative for a time before 1970 (a clock
     * the host injected may say so), so that every position reads back from its own cursor.
     */
    private static Option<Long> epochSeconds(String written) {
        return written.startsWith("-")
                ? WholeNumber.parse(written.substring(1)).map(seconds -> -seconds)
                : WholeNumber.parse(written);
    }

    /** The opaque text a client sends back: base64url of the position. */
    public String wire() {
        String plain = at.getEpochSecond() + "." + at.getNano() + "." + other.value();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(plain.getBytes(StandardCharsets.UTF_8));
    }
}
