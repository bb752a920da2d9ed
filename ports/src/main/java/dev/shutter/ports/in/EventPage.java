package dev.shutter.ports.in;

import dev.shutter.domain.event.EventPosition;
import dev.shutter.domain.event.RecordedEvent;
import java.util.List;
import java.util.Objects;

/** A page of events in order, and the position to read after next (the last event's, or the one read after). */
public record EventPage(List<RecordedEvent> events, EventPosition next) {

    public EventPage {
        events = List.copyOf(events);
        Objects.requireNonNull(next, "next");
    }
}
