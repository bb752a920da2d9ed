package dev.shutter.domain.user;

import dev.shutter.domain.IdentifierRule;

/** The rule for usernames: 1 to 30 letters, digits, dots and underscores. */
public final class Username {

    private static final IdentifierRule VALID = IdentifierRule.lettersAndDigits(30, "._");

    private Username() {}

    /** Whether {@code candidate} is a valid username. */
    public static boolean isValid(String candidate) {
        return candidate != null && VALID.matches(candidate);
    }

    static void requireValid(String candidate) {
        if (!isValid(candidate)) {
            throw new IllegalArgumentException("a username is 1 to 30 letters, digits, dots or underscores");
        }
    }
}
