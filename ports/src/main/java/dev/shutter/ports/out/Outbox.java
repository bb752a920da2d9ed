package dev.shutter.ports.out;

import dev.shutter.domain.event.DomainEvent;
import dev.shutter.domain.event.EventPosition;
import dev.shutter.domain.event.RecordedEvent;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;

/**
 * The events of committed changes, in one order per store, and the positions of the readers that keep
 * theirs in storage. An event is appended in the transaction of its change, so a change that rolls back
 * leaves none.
 */
public interface Outbox {

    /** Appends {@code events}, in this order, to the current transaction's changes; nothing when empty. */
    void append(List<DomainEvent> events, Instant at);

    /**
     * At most {@code limit} committed events after {@code position}, in the store's order. Never skips: an
     * event that a later read could find always stands after every event this read returned, however late
     * its transaction commits.
     */
    List<RecordedEvent> after(EventPosition position, int limit);

    /** Deletes the events that happened before {@code cutoff}; how many it deleted. */
    int deleteBefore(Instant cutoff);

    /** The position the reader named {@code reader} saved last; none before its first save. */
    Option<EventPosition> cursor(String reader);

    /** Saves {@code position} as the reader {@code reader}'s. */
    void saveCursor(String reader, EventPosition position);

    /**
     * Claims the reader {@code reader} for {@code holder} until {@code until}, unless another holder's claim
     * runs past {@code now}; whether {@code holder} holds it now. Its holder renews a claim by claiming again.
     * Several nodes on one store thus take turns at a reader instead of each reading every event.
     */
    boolean claim(String reader, String holder, Instant now, Instant until);

    /**
     * Saves {@code position} as the reader's and renews the claim until {@code until}, if {@code holder}
     * still holds it; whether it did (nothing is saved once another holder took the reader over).
     */
    boolean saveClaimed(String reader, String holder, EventPosition position, Instant until);

    /** Ends {@code holder}'s claim of {@code reader}, if it holds it, so another may take it at once. */
    void release(String reader, String holder);
}
