package dev.shutter.domain;

import io.vavr.control.Option;

/**
 * The one way a number sent from outside is read (a list's {@code count}, a page size, a time in Unix
 * seconds, a position, a port): ASCII digits {@code 0} to {@code 9} and nothing else. {@link Long#parseLong}
 * and {@link Integer#parseInt} also take a sign ({@code +5}) and the digits of every script (Arabic-Indic
 * {@code ١٢}, fullwidth {@code ５}, Devanagari {@code ५}), so that one value would have many spellings, and
 * a text the wire format calls "a string of digits" would pass as one.
 */
public final class WholeNumber {

    /** The most significant digits read: every number of 18 digits fits in a {@code long}. */
    private static final int MAX_DIGITS = 18;

    private WholeNumber() {}

    /**
     * The value of {@code text} if it is 1 or more ASCII digits (leading zeros allowed) whose value has at
     * most 18 digits; none for null, the empty text, a sign, a space or any other character.
     */
    public static Option<Long> parse(String text) {
        if (text == null || text.isEmpty()) {
            return Option.none();
        }
        long value = 0;
        int significant = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return Option.none();
            }
            if (value > 0 || c != '0') {
                if (++significant > MAX_DIGITS) {
                    return Option.none();
                }
            }
            value = value * 10 + (c - '0');
        }
        return Option.some(value);
    }

    /** {@link #parse}, for a number that must fit in an {@code int}. */
    public static Option<Integer> parseInt(String text) {
        return parse(text).filter(v -> v <= Integer.MAX_VALUE).map(Long::intValue);
    }
}
