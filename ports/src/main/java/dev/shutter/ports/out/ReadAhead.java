package dev.shutter.ports.out;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * What an authenticated request will read once the rules let it, said before its authentication, so that a
 * store over a network can read it in the same round trip as the bearer and its counts ({@link
 * Storage#bearerCounting(String, java.util.List, java.time.Instant, ReadAhead)}). The rules still decide
 * first: the use case takes what was read ahead only for a request they let through, and only when it asks
 * for that very read; a refused request's read is dropped with it.
 */
public sealed interface ReadAhead {

    /** Nothing to read ahead. */
    ReadAhead NOTHING = new Nothing();

    /** Nothing to read ahead. */
    record Nothing() implements ReadAhead {}

    /** The relationship read: {@link Storage#counterpart} of the bearer's user and {@code them}. */
    record CounterpartOf(UserId them) implements ReadAhead {
        public CounterpartOf {
            Objects.requireNonNull(them, "them");
        }
    }

    /**
     * What was read ahead for the bearer's user {@code me}: for {@link CounterpartOf}, what {@link
     * Storage#counterpart} would answer for {@code me} and {@code them} from the same snapshot as the bearer.
     */
    record Answer(UserId me, UserId them, Option<Counterpart> counterpart) {
        public Answer {
            Objects.requireNonNull(me, "me");
            Objects.requireNonNull(them, "them");
            Objects.requireNonNull(counterpart, "counterpart");
        }

        /** The counterpart of {@code me} and {@code them}, if that is what was read ahead. */
        public Option<Option<Counterpart>> of(UserId me, UserId them) {
            return this.me.equals(me) && this.them.equals(them) ? Option.some(counterpart) : Option.none();
        }
    }
}
