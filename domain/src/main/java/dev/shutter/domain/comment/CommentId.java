package dev.shutter.domain.comment;

import dev.shutter.domain.IdentifierRule;
import io.vavr.control.Option;

/** A comment identifier: a string of digits. */
public record CommentId(String value) {

    private static final IdentifierRule DIGITS = IdentifierRule.digits(19, "");

    public CommentId {
        if (value == null || !DIGITS.matches(value)) {
            throw new IllegalArgumentException("a comment id is 1 to 19 digits");
        }
    }

    /** The id, if {@code raw} is one. */
    public static Option<CommentId> parse(String raw) {
        return raw != null && DIGITS.matches(raw) ? Option.some(new CommentId(raw)) : Option.none();
    }

    /**
     * A fresh id from 8 random bytes: 17 decimal digits, so ids look like the platform's and never start
     * with a zero.
     */
    public static CommentId fromRandom(long random) {
        long range = 90_000_000_000_000_000L;
        return new CommentId(Long.toString(10_000_000_000_000_000L + Math.floorMod(random, range)));
    }

    @Override
    public String toString() {
        return value;
    }
}
