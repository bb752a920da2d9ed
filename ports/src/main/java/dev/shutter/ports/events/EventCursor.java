package dev.shutter.ports.events;

import dev.shutter.domain.event.EventPosition;
import dev.shutter.ports.in.EventsUseCase;
import io.vavr.control.Option;
import java.time.Duration;
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

    /**
     * Where to read from now, if this listener may read now: the saved position by default. A cursor that
     * several processes share answers none while another holds it (see {@link #claimedBy}).
     */
    default Option<EventPosition> claim() {
        return Option.some(load());
    }

    /**
     * A cursor kept in Shutter's storage under {@code reader}'s name and shared by several processes (the
     * nodes of a cluster), of which one at a time reads: {@link #claim} takes the reader for {@code holder}
     * (a name unique to the process) for {@code lease} and answers its saved position, or none while another
     * holder's lease runs; {@link #save} renews the lease and fails once another holder took the reader over
     * (this one stopped renewing for longer than the lease). The lease must be longer than a handler takes
     * on one event, or two holders may handle the same event.
     */
    static EventCursor claimedBy(EventsUseCase events, String reader, String holder, Duration lease) {
        return new EventCursor() {
            @Override
            public Option<EventPosition> claim() {
                return events.claim(reader, holder, lease) ? Option.some(load()) : Option.none();
            }

            @Override
            public EventPosition load() {
                return events.savedPosition(reader).getOrElse(EventPosition.START);
            }

            @Override
            public void save(EventPosition position) {
                if (!events.saveClaimed(reader, holder, position, lease)) {
                    throw new IllegalStateException("another process took the reader " + reader + " over");
                }
            }
        };
    }

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
