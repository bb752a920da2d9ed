package dev.shutter.domain.archfixture;

import io.vavr.control.Option;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;

/** Well-behaved: time and random bytes come in as arguments, as the domain's own classes do. */
public final class TakesTimeAndRandomnessAsArguments {

    private TakesTimeAndRandomnessAsArguments() {}

    public static Option<Instant> expiry(Instant now, Duration lifetime) {
        return Option.some(now.plus(lifetime));
    }

    public static Instant fromInjectedClock(Clock clock) {
        return Instant.now(clock);
    }

    public static String spell(byte[] random) {
        return HexFormat.of().formatHex(random);
    }
}
