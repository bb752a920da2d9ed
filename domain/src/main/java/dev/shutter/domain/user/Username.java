package dev.shutter.domain.user;

import java.util.regex.Pattern;

/** The rule for usernames: 1 to 30 letters, digits, dots and underscores. */
public final class Username {

    private static final Pattern VALID = Pattern.compile("[A-Za-z0-9._]{1,30}");

    private Username() {}

    /** Whether {@code candidate} is a valid username. */
    public static boolean isValid(String candidate) {
        return candidate != null && VALID.matcher(candidate).matches();
    }

    static void requireValid(String candidate) {
        if (!isValid(candidate)) {
            throw new IllegalArgumentException("a username is 1 to 30 letters, digits, dots or underscores");
        }
    }
}
