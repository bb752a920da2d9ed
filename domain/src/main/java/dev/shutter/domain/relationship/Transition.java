package dev.shutter.domain.relationship;

import dev.shutter.domain.event.DomainEvent;
import java.util.List;
import java.util.Objects;

/** A relationship action's outcome: the pair's new state and the events that say what changed (none if nothing did). */
public record Transition(PairState after, List<DomainEvent> events) {

    public Transition {
        Objects.requireNonNull(after, "after");
        events = List.copyOf(events);
    }
}
