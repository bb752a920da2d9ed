package dev.shutter.ports.service;

import dev.shutter.domain.event.EventPosition;
import dev.shutter.domain.event.RecordedEvent;
import dev.shutter.ports.in.EventPage;
import dev.shutter.ports.in.EventsUseCase;
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/** Reads the outbox a page at a time, and applies the retention. */
final class EventService implements EventsUseCase {

    private final Storage storage;
    private final TimeSource clock;
    private final Observing observing;

    EventService(Storage storage, TimeSource clock, Observing observing) {
        this.storage = storage;
        this.clock = clock;
        this.observing = observing;
    }

    @Override
    public EventPage after(EventPosition position, int limit) {
        return observing.value(Operation.EVENTS_READ, position, () -> doAfter(position, limit));
    }

    private EventPage doAfter(EventPosition position, int limit) {
        Objects.requireNonNull(position, "position");
        if (limit < 1 || limit > MAX_PAGE) {
            throw new IllegalArgumentException("a page holds 1 to " + MAX_PAGE + " events");
        }
        List<RecordedEvent> events = storage.outbox().after(position, limit);
        EventPosition next =
                events.isEmpty() ? position : events.get(events.size() - 1).position();
        return new EventPage(events, next);
    }

    @Override
    public int deleteOlderThan(Duration age) {
        return observing.value(Operation.EVENTS_DELETE, age, () -> doDeleteOlderThan(age));
    }

    private int doDeleteOlderThan(Duration age) {
        if (age.isNegative() || age.isZero()) {
            throw new IllegalArgumentException("the retention is positive");
        }
        return storage.outbox().deleteBefore(clock.now().minus(age));
    }

    @Override
    public Option<EventPosition> savedPosition(String reader) {
        return observing.value(Operation.EVENTS_POSITION_READ, reader, () -> doSavedPosition(reader));
    }

    private Option<EventPosition> doSavedPosition(String reader) {
        return storage.outbox().cursor(checkedName(reader));
    }

    @Override
    public void savePosition(String reader, EventPosition position) {
        observing.run(Operation.EVENTS_POSITION_SAVE, reader, () -> doSavePosition(reader, position));
    }

    private void doSavePosition(String reader, EventPosition position) {
        storage.outbox().saveCursor(checkedName(reader), Objects.requireNonNull(position, "position"));
    }

    @Override
    public boolean claim(String reader, String holder, Duration lease) {
        return observing.value(Operation.EVENTS_CLAIM, reader, () -> doClaim(reader, holder, lease));
    }

    private boolean doClaim(String reader, String holder, Duration lease) {
        Instant now = clock.now();
        return storage.outbox().claim(checkedName(reader), checkedName(holder), now, now.plus(checkedLease(lease)));
    }

    @Override
    public boolean saveClaimed(String reader, String holder, EventPosition position, Duration lease) {
        return observing.value(
                Operation.EVENTS_SAVE_CLAIMED, reader, () -> doSaveClaimed(reader, holder, position, lease));
    }

    private boolean doSaveClaimed(String reader, String holder, EventPosition position, Duration lease) {
        return storage.outbox()
                .saveClaimed(
                        checkedName(reader),
                        checkedName(holder),
                        Objects.requireNonNull(position, "position"),
                        clock.now().plus(checkedLease(lease)));
    }

    @Override
    public void release(String reader, String holder) {
        observing.run(Operation.EVENTS_RELEASE, reader, () -> doRelease(reader, holder));
    }

    private void doRelease(String reader, String holder) {
        storage.outbox().release(checkedName(reader), checkedName(holder));
    }

    private static Duration checkedLease(Duration lease) {
        if (lease.isNegative() || lease.isZero()) {
            throw new IllegalArgumentException("a lease is positive");
        }
        return lease;
    }

    private static String checkedName(String reader) {
        if (reader == null || reader.isEmpty() || reader.length() > 255) {
            throw new IllegalArgumentException("a reader's or holder's name is 1 to 255 characters");
        }
        return reader;
    }
}
