package dev.shutter.ports.events;

import dev.shutter.domain.event.EventPosition;
import dev.shutter.ports.in.EventsUseCase;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Where a listener stands: the position of the last event its handler finished. A host keeps it where it
 * likes (beside the effects of its handler, ideally in the same transaction); {@link #keptBy} keeps it in
 * Shutter's storage, and {@link #inMemory} forgets it with the process.
 */
public interface EventCursor {

    /** The saved position; {@link EventPosition#START} before the first save. */
    EventPosition load();

    /** Saves {@code position}, the position of an event the handler finished. */
    void save(EventPosition position);

    /** A cursor kept in Shutter's storage under {@code reader}'s name, so that a restart resumes there. */
    static EventCursor keptBy(EventsUseCase events, String reader) {
        return new EventCursor() {
            @Override
            public EventPosition load() {
                return events.savedPosition(reader).getOrElse(EventPosition.START);
            }

            @Override
            public void save(EventPosition position) {
                events.savePosition(reader, position);
            }
        };
    }

    /** A cursor in memory, starting at {@code start}. */
    static EventCursor inMemory(EventPosition start) {
        AtomicReference<EventPosition> position = new AtomicReference<>(start);
        return new EventCursor() {
            @Override
            public EventPosition load() {
                return position.get();
            }

            @Override
            public void save(EventPosition saved) {
                position.set(saved);
            }
        };
    }
}
