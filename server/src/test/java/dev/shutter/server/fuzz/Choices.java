package dev.shutter.server.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import java.util.List;
import java.util.Random;

/**
 * Where the hostile requests' choices come from: a seeded {@link Random} (the build's repeatable tries)
 * or Jazzer's {@link FuzzedDataProvider} (coverage-guided fuzzing). The generators only ever ask these.
 */
interface Choices {

    /** A number from 0 to {@code n} - 1. */
    int below(int n);

    /** Text of up to {@code maxLength} characters of any kind (controls, NUL, surrogates, astral). */
    String text(int maxLength);

    /** Up to {@code maxLength} bytes of any value. */
    byte[] bytes(int maxLength);

    /** A number from {@code min} to {@code max}, both included. */
    default int between(int min, int max) {
        return min + below(max - min + 1);
    }

    /** A number from 0 to 1. */
    default double fraction() {
        return below(1_001) / 1_000.0;
    }

    /** One of {@code items}. */
    default <T> T of(List<T> items) {
        return items.get(below(items.size()));
    }

    /** One of {@code items}. */
    @SuppressWarnings("unchecked")
    default <T> T of(T... items) {
        return items[below(items.length)];
    }

    /** The index of a weight, each as likely as its weight. */
    default int weighted(int... weights) {
        int total = 0;
        for (int w : weights) {
            total += w;
        }
        int roll = below(total);
        for (int i = 0; i < weights.length; i++) {
            roll -= weights[i];
            if (roll < 0) {
                return i;
            }
        }
        throw new IllegalStateException("weights must be positive");
    }

    /** Text of {@code min} to {@code max} characters drawn from {@code alphabet}. */
    default String from(String alphabet, int min, int max) {
        int length = between(min, max);
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            out.append(alphabet.charAt(below(alphabet.length())));
        }
        return out.toString();
    }

    static Choices seeded(Random random) {
        return new Choices() {
            @Override
            public int below(int n) {
                return random.nextInt(n);
            }

            @Override
            public String text(int maxLength) {
                int length = random.nextInt(maxLength + 1);
                StringBuilder out = new StringBuilder(length);
                for (int i = 0; i < length; i++) {
                    out.append(random.nextInt(4) == 0 ? (char) random.nextInt(0x10000) : (char) random.nextInt(0x80));
                }
                return out.toString();
            }

            @Override
            public byte[] bytes(int maxLength) {
                byte[] out = new byte[random.nextInt(maxLength + 1)];
                random.nextBytes(out);
                return out;
            }
        };
    }

    static Choices fuzzed(FuzzedDataProvider data) {
        return new Choices() {
            @Override
            public int below(int n) {
                return data.consumeInt(0, n - 1);
            }

            @Override
            public String text(int maxLength) {
                return data.consumeString(maxLength);
            }

            @Override
            public byte[] bytes(int maxLength) {
                return data.consumeBytes(maxLength);
            }
        };
    }
}
