package dev.shutter.domain.user;

import dev.shutter.domain.IdentifierRule;
import io.vavr.control.Option;

/** A username: 1 to 30 letters, digits, dots and underscores. */
public record Username(String value) {

    private static final IdentifierRule VALID = IdentifierRule.lettersAndDigits(30, "._");

    public Username {
        requireValid(value);
    }

    /** The username, if {@code raw} is one. */
    public static Option<Username> parse(String raw) {
        return isValid(raw) ? Option.some(new Username(raw)) : Option.none();
    }

    /** Whether {@code candidate} is a valid username. */
    public static boolean isValid(String candidate) {
        return candidate != null && VALID.matches(candidate);
    }

    static void requireValid(String candidate) {
        if (!isValid(candidate)) {
            throw new IllegalArgumentException("a username is 1 to 30 letters, digits, dots or underscores");
        }
    }

    @Override
    public String toString() {
        return value;
    }
}
