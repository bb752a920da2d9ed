package dev.shutter.domain.event;

import dev.shutter.domain.WholeNumber;
import io.vavr.control.Option;

/**
 * Where an event stands in its store's one order: first by {@code commit} (what orders transactions: the
 * PostgreSQL transaction id, or zero where the store numbers events in commit order itself), then by
 * {@code sequence}, the event's number. A reader keeps the position of the last event it handled and
 * reads after it; the text form ({@code 0-42}) is what a host stores.
 */
public record EventPosition(long commit, long sequence) implements Comparable<EventPosition> {

    /** Before every event. */
    public static final EventPosition START = new EventPosition(0, 0);

    public EventPosition {
        if (commit < 0 || sequence < 0) {
            throw new IllegalArgumentException("a position is never negative");
        }
    }

    /** The position written as {@link #toString()} gives it; none for any other text. */
    public static Option<EventPosition> parse(String raw) {
        if (raw == null) {
            return Option.none();
        }
        int dash = raw.indexOf('-');
        if (dash < 0) {
            return Option.none();
        }
        return WholeNumber.parse(raw.substring(0, dash))
                .flatMap(commit -> WholeNumber.parse(raw.substring(dash + 1))
                        .map(sequence -> new EventPosition(commit, sequence)));
    }

    @Override
    public int compareTo(EventPosition other) {
        int byCommit = Long.compare(commit, other.commit);
        return byCommit != 0 ? byCommit : Long.compare(sequence, other.sequence);
    }

    /** {@code commit-sequence}, such as {@code 0-42}. */
    @Override
    public String toString() {
        return commit + "-" + sequence;
    }
}
