package dev.shutter.domain.event;

import java.time.Instant;
import java.util.Objects;

/** An event as its store keeps it: where it stands in the store's order and when it happened. */
public record RecordedEvent(EventPosition position, Instant occurredAt, DomainEvent event) {

    public RecordedEvent {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(occurredAt, "occurredAt");
        Objects.requireNonNull(event, "event");
    }

    /** A unique id of the event in its store: its position's text. */
    public String id() {
        return position.toString();
    }
}
