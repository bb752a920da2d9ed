package dev.shutter.ports.service;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.NotNull;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.EdgeCursor;
import java.time.Instant;

/**
 * The opaque {@code cursor} of relationship lists: any text a client sends is read as a position or
 * refused, never an exception; a position read back from its own cursor is itself.
 */
class ListCursorFuzzTest {

    @FuzzTest
    void readingAnyCursor(@NotNull String raw, long seconds, int nanos, long user) {
        ListCursor.decode(raw)
                .forEach(cursor ->
                        assertThat(ListCursor.decode(ListCursor.encode(cursor))).containsExactly(cursor));

        Instant at;
        try {
            at = Instant.ofEpochSecond(seconds, Math.floorMod(nanos, 1_000_000_000));
        } catch (java.time.DateTimeException outOfRange) {
            return;
        }
        EdgeCursor position = new EdgeCursor(at, new UserId(Long.toString(Math.abs(user % 1_000_000_000_000L))));
        assertThat(ListCursor.decode(ListCursor.encode(position))).containsExactly(position);
    }
}
