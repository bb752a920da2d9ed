package dev.shutter.domain.archfixture;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.function.Supplier;

/** Broken on purpose: each nested class reads the wall clock in one of the ways the domain must not. */
public final class ReadsTheWallClock {

    private ReadsTheWallClock() {}

    public static final class CallsInstantNow {
        public Instant now() {
            return Instant.now();
        }
    }

    public static final class CallsLocalDateNow {
        public LocalDate today() {
            return LocalDate.now();
        }
    }

    public static final class CallsLocalDateNowInAZone {
        public LocalDate today() {
            return LocalDate.now(ZoneOffset.UTC);
        }
    }

    public static final class CallsLocalDateTimeNow {
        public LocalDateTime now() {
            return LocalDateTime.now();
        }
    }

    public static final class CallsCurrentTimeMillis {
        public long millis() {
            return System.currentTimeMillis();
        }
    }

    public static final class CallsNanoTime {
        public long nanos() {
            return System.nanoTime();
        }
    }

    public static final class CallsClockSystemUtc {
        public Clock clock() {
            return Clock.systemUTC();
        }
    }

    public static final class CallsClockSystemDefaultZone {
        public Clock clock() {
            return Clock.systemDefaultZone();
        }
    }

    public static final class ReferencesInstantNow {
        public Supplier<Instant> clock() {
            return Instant::now;
        }
    }
}
