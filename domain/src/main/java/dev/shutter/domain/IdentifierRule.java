package dev.shutter.domain;

/**
 * The rule of a short identifier: 1 to {@code max} characters, each an ASCII digit, an ASCII letter (when
 * letters are allowed) or one of a few punctuation marks. It is checked in one loop over the characters, not
 * with a regular expression: the stores check every id and username of every row they map (a page of 50
 * follows makes 100 ids and 50 usernames), and a matcher cost several times the loop
 * ({@code ListUserBenchmark}).
 */
public final class IdentifierRule {

    private final int max;
    private final boolean letters;
    private final String punctuation;

    private IdentifierRule(int max, boolean letters, String punctuation) {
        if (max < 1) {
            throw new IllegalArgumentException("an identifier has at least one character");
        }
        this.max = max;
        this.letters = letters;
        this.punctuation = punctuation;
    }

    /** 1 to {@code max} ASCII digits or characters of {@code punctuation}. */
    public static IdentifierRule digits(int max, String punctuation) {
        return new IdentifierRule(max, false, punctuation);
    }

    /** 1 to {@code max} ASCII letters, digits or characters of {@code punctuation}. */
    public static IdentifierRule lettersAndDigits(int max, String punctuation) {
        return new IdentifierRule(max, true, punctuation);
    }

    /** Whether {@code text} follows the rule (null does not). */
    public boolean matches(String text) {
        if (text == null || text.isEmpty() || text.length() > max) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (!allowed(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private boolean allowed(char c) {
        return (c >= '0' && c <= '9')
                || (letters && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
                || punctuation.indexOf(c) >= 0;
    }
}
