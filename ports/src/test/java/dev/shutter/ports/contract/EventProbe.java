package dev.shutter.ports.contract;

import dev.shutter.domain.event.DomainEvent;
import dev.shutter.domain.event.EventPosition;
import dev.shutter.domain.event.RecordedEvent;
import dev.shutter.domain.event.UserPrivacyChanged;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.EventPage;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads what a step of a test wrote to the outbox, exactly: after the step it commits a barrier (a privacy
 * switch of a user of its own) and reads until the barrier comes back. Everything committed before the
 * barrier stands before it, so what comes before it is the step's events, no more and no fewer; a store
 * that makes a reader wait for transactions still in flight (PostgreSQL) is given time.
 */
public final class EventProbe {

    private final Fixtures f;
    private final UserId barrier;
    private boolean barrierPrivate;
    private EventPosition cursor = EventPosition.START;

    private EventProbe(Fixtures f, UserId barrier) {
        this.f = f;
        this.barrier = barrier;
    }

    /** A probe with a barrier user of id {@code barrierId}; it first reads past what is already stored. */
    public static EventProbe on(Fixtures f, String barrierId) {
        EventProbe probe =
                new EventProbe(f, f.user(barrierId, "barrier" + barrierId).id());
        probe.newEvents();
        return probe;
    }

    /** The events committed since the last call, in order, with their positions. */
    public List<RecordedEvent> newRecords() {
        barrierPrivate = !barrierPrivate;
        Commands.privacy(f.shutter.operator(), barrier.value(), barrierPrivate).get();
        UserPrivacyChanged expected = new UserPrivacyChanged(barrier, barrierPrivate);
        List<RecordedEvent> seen = new ArrayList<>();
        long deadline = System.currentTimeMillis() + Waits.PATIENCE.toMillis();
        while (true) {
            EventPage page = f.shutter.events().after(cursor, 100);
            for (RecordedEvent record : page.events()) {
                cursor = record.position();
                if (record.event().equals(expected)) {
                    return seen;
                }
                if (!isBarrier(record.event())) {
                    seen.add(record);
                }
            }
            if (page.events().isEmpty()) {
                if (System.currentTimeMillis() > deadline) {
                    throw new AssertionError("the barrier event never came back; read so far: " + seen);
                }
                Waits.sleep(20);
            }
        }
    }

    /** The events committed since the last call, in order. */
    public List<DomainEvent> newEvents() {
        return newRecords().stream().map(RecordedEvent::event).toList();
    }

    private boolean isBarrier(DomainEvent event) {
        return event instanceof UserPrivacyChanged changed && changed.user().equals(barrier);
    }
}
