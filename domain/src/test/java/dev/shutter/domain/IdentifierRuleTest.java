package dev.shutter.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The identifier rules agree with the regular expressions they replaced, on seeded random texts made of the
 * characters that decide: each allowed kind, its neighbours in ASCII, other punctuation, non-ASCII digits
 * and letters, and lengths around each limit.
 */
@DisplayName("Identifier rules")
class IdentifierRuleTest {

    private static final String ALPHABET = "0189azAZ._-_/:@[`{ é٣１ｚ\u0000";

    private static final Map<IdentifierRule, Pattern> RULES = Map.of(
            IdentifierRule.digits(19, ""), Pattern.compile("[0-9]{1,19}"),
            IdentifierRule.digits(64, "_"), Pattern.compile("[0-9_]{1,64}"),
            IdentifierRule.lettersAndDigits(30, "._"), Pattern.compile("[A-Za-z0-9._]{1,30}"),
            IdentifierRule.lettersAndDigits(64, "._-"), Pattern.compile("[A-Za-z0-9._-]{1,64}"));

    @Test
    @DisplayName("each rule answers as its regular expression, on 200,000 seeded texts")
    void agreeWithTheRegularExpressions() {
        Random random = new Random(20261125L);
        int accepted = 0;
        for (int i = 0; i < 50_000; i++) {
            String text = text(random);
            for (Map.Entry<IdentifierRule, Pattern> rule : RULES.entrySet()) {
                boolean expected = rule.getValue().matcher(text).matches();
                assertThat(rule.getKey().matches(text))
                        .as("%s on \"%s\"", rule.getValue(), text)
                        .isEqualTo(expected);
                accepted += expected ? 1 : 0;
            }
        }
        assertThat(accepted).as("texts some rule accepts").isGreaterThan(10_000);
    }

    @Test
    @DisplayName("null and the empty text follow no rule")
    void nullAndEmpty() {
        for (IdentifierRule rule : RULES.keySet()) {
            assertThat(rule.matches(null)).isFalse();
            assertThat(rule.matches("")).isFalse();
        }
    }

    /** Mostly texts of one allowed kind, so that acceptances are common; lengths 0 to 70. */
    private static String text(Random random) {
        int length = random.nextInt(71);
        String from = switch (random.nextInt(3)) {
            case 0 -> "0123456789";
            case 1 -> "0123456789abcXYZ._";
            default -> ALPHABET;
        };
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            boolean stray = random.nextInt(40) == 0;
            String source = stray ? ALPHABET : from;
            text.append(source.charAt(random.nextInt(source.length())));
        }
        return text.toString();
    }
}
