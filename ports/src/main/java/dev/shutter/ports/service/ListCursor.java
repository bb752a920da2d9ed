package dev.shutter.ports.service;

import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.EdgeCursor;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;

/** The opaque {@code cursor} of relationship lists: the keyset position, base64url-encoded. */
final class ListCursor {

    private ListCursor() {}

    static String encode(EdgeCursor cursor) {
        String plain = cursor.at().getEpochSecond() + "." + cursor.at().getNano() + "."
                + cursor.other().value();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(plain.getBytes(StandardCharsets.UTF_8));
    }

    static Option<EdgeCursor> decode(String raw) {
        try {
            String[] parts = new String(Base64.getUrlDecoder().decode(raw), StandardCharsets.UTF_8).split("\\.", -1);
            if (parts.length != 3) {
                return Option.none();
            }
            Instant at = Instant.ofEpochSecond(Long.parseLong(parts[0]), Integer.parseInt(parts[1]));
            return UserId.parse(parts[2]).map(user -> new EdgeCursor(at, user));
        } catch (IllegalArgumentException | java.time.DateTimeException e) {
            return Option.none();
        }
    }
}
