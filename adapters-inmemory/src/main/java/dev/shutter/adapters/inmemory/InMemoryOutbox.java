package dev.shutter.adapters.inmemory;

import dev.shutter.domain.event.DomainEvent;
import dev.shutter.domain.event.EventPosition;
import dev.shutter.domain.event.RecordedEvent;
import dev.shutter.ports.out.Outbox;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Events in memory, numbered as they are appended. Writers hold the database's write lock one at a time to
 * the end of their transaction, so the numbers follow the order of commits and no reader ever sees a
 * later number before an earlier one commits: there is no gap to skip.
 */
final class InMemoryOutbox implements Outbox {

    private final InMemoryDatabase db;
    private final TreeMap<Long, RecordedEvent> bySequence = new TreeMap<>();
    private final Map<String, EventPosition> cursors = new HashMap<>();
    private final Map<String, Claim> claims = new HashMap<>();
    private long lastSequence;

    InMemoryOutbox(InMemoryDatabase db) {
        this.db = db;
    }

    @Override
    public void append(List<DomainEvent> events, Instant at) {
        if (events.isEmpty()) {
            return;
        }
        db.execute(() -> {
            for (DomainEvent event : events) {
                db.write(() -> {
                    long sequence = ++lastSequence;
                    bySequence.put(sequence, new RecordedEvent(new EventPosition(0, sequence), at, event));
                    return () -> bySequence.remove(sequence);
                });
            }
            return Either.right(true);
        });
    }

    @Override
    public List<RecordedEvent> after(EventPosition position, int limit) {
        return db.read(() -> {
            long from = position.commit() > 0 ? Long.MAX_VALUE : position.sequence();
            List<RecordedEvent> page = new ArrayList<>();
            for (RecordedEvent event : bySequence.tailMap(from, false).values()) {
                if (page.size() == limit) {
                    break;
                }
                page.add(event);
            }
            return page;
        });
    }

    @Override
    public int deleteBefore(Instant cutoff) {
        return db.execute(() -> {
                    List<Long> old = bySequence.values().stream()
                            .filter(e -> e.occurredAt().isBefore(cutoff))
                            .map(e -> e.position().sequence())
                            .toList();
                    old.forEach(sequence -> db.remove(bySequence, sequence));
                    return Either.<RuntimeException, Integer>right(old.size());
                })
                .get();
    }

    @Override
    public Option<EventPosition> cursor(String reader) {
        return db.read(() -> Option.of(cursors.get(reader)));
    }

    @Override
    public void saveCursor(String reader, EventPosition position) {
        db.put(cursors, reader, position);
    }

    @Override
    public boolean claim(String reader, String holder, Instant now, Instant until) {
        return db.execute(() -> {
                    Claim current = claims.get(reader);
                    boolean free = current == null
                            || current.holder().equals(holder)
                            || current.until().isBefore(now);
                    if (free) {
                        db.put(claims, reader, new Claim(holder, until));
                    }
                    return Either.<RuntimeException, Boolean>right(free);
                })
                .get();
    }

    @Override
    public boolean saveClaimed(String reader, String holder, EventPosition position, Instant until) {
        return db.execute(() -> {
                    Claim current = claims.get(reader);
                    boolean held = current != null && current.holder().equals(holder);
                    if (held) {
                        db.put(claims, reader, new Claim(holder, until));
                        db.put(cursors, reader, position);
                    }
                    return Either.<RuntimeException, Boolean>right(held);
                })
                .get();
    }

    @Override
    public void release(String reader, String holder) {
        db.execute(() -> {
            Claim current = claims.get(reader);
            if (current != null && current.holder().equals(holder)) {
                db.remove(claims, reader);
            }
            return Either.right(true);
        });
    }

    private record Claim(String holder, Instant until) {}
}
