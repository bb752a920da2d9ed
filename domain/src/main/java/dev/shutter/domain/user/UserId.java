package dev.shutter.domain.user;

import dev.shutter.domain.IdentifierRule;
import io.vavr.control.Option;

/** A user's identifier: a string of digits, as the v1 wire format has it. */
public record UserId(String value) implements Comparable<UserId> {

    private static final IdentifierRule DIGITS = IdentifierRule.digits(19, "");

    public UserId {
        if (value == null || !DIGITS.matches(value)) {
            throw new IllegalArgumentException("a user id is 1 to 19 digits");
        }
    }

    /** The id, if {@code raw} is one. */
    public static Option<UserId> parse(String raw) {
        return raw != null && DIGITS.matches(raw) ? Option.some(new UserId(raw)) : Option.none();
    }

    /** Orders by numeric value, so ids sort as the numbers they are. */
    @Override
    public int compareTo(UserId other) {
        int byLength = Integer.compare(value.length(), other.value.length());
        return byLength != 0 ? byLength : value.compareTo(other.value);
    }

    @Override
    public String toString() {
        return value;
    }
}
