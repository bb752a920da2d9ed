package dev.shutter.adapters.jdbc;

import dev.shutter.domain.event.DomainEvent;
import dev.shutter.domain.event.EventPosition;
import dev.shutter.domain.event.EventTypes;
import dev.shutter.domain.event.RecordedEvent;
import dev.shutter.ports.out.Outbox;
import io.vavr.control.Option;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The outbox in the {@code events} table (see its migration for the order). An event whose type this
 * version does not know (a newer node wrote it) is passed over.
 */
final class JdbcOutbox implements Outbox {

    private final Sql sql;
    private final String appendOne;
    private final String appendedRow;
    private final String after;

    JdbcOutbox(Sql sql, Dialect dialect) {
        this.sql = sql;
        this.appendedRow = "(" + dialect.commitOrder() + ", ?, ?, ?)";
        this.appendOne =
                "INSERT INTO {schema}.shutter_events (commit_order, type, fields, occurred_at) VALUES " + appendedRow;
        this.after = "SELECT sequence, commit_order, type, fields, occurred_at FROM {schema}.shutter_events"
                + " WHERE commit_order < " + dialect.visibleCommitOrders()
                + " AND (commit_order > ? OR (commit_order = ? AND sequence > ?))"
                + " ORDER BY commit_order, sequence LIMIT ?";
    }

    /**
     * One insert of every row, which waits for the transaction's {@code COMMIT} like the change's other writes
     * (see {@link Sql#write}): the events cost no round trip of their own.
     */
    @Override
    public void append(List<DomainEvent> events, Instant at) {
        if (events.isEmpty()) {
            return;
        }
        StringBuilder statement = new StringBuilder(appendOne);
        List<Object> params = new ArrayList<>();
        for (DomainEvent event : events) {
            if (!params.isEmpty()) {
                statement.append(", ").append(appendedRow);
            }
            params.add(event.type());
            params.add(encode(event.fields()));
            params.add(Columns.micros(at));
        }
        sql.write("outbox.append", statement.toString(), params.toArray());
    }

    @Override
    public List<RecordedEvent> after(EventPosition position, int limit) {
        List<Option<RecordedEvent>> rows = sql.list(
                "outbox.after",
                after,
                row -> {
                    EventPosition at = new EventPosition(row.getLong("commit_order"), row.getLong("sequence"));
                    Instant occurred = Columns.instant(row, "occurred_at");
                    return EventTypes.decode(row.getString("type"), decode(row.getString("fields")))
                            .map(event -> new RecordedEvent(at, occurred, event));
                },
                position.commit(),
                position.commit(),
                position.sequence(),
                limit);
        return rows.stream().flatMap(Option::toJavaStream).toList();
    }

    @Override
    public int deleteBefore(Instant cutoff) {
        return sql.update(
                "outbox.deleteBefore",
                "DELETE FROM {schema}.shutter_events WHERE occurred_at < ?",
                Columns.micros(cutoff));
    }

    @Override
    public Option<EventPosition> cursor(String reader) {
        return sql.first(
                "outbox.cursor",
                "SELECT commit_order, sequence FROM {schema}.shutter_event_cursors WHERE reader = ?",
                row -> new EventPosition(row.getLong("commit_order"), row.getLong("sequence")),
                reader);
    }

    @Override
    public void saveCursor(String reader, EventPosition position) {
        Objects.requireNonNull(position, "position");
        sql.atomically(() -> {
            int updated = sql.update(
                    "outbox.moveCursor",
                    "UPDATE {schema}.shutter_event_cursors SET commit_order = ?, sequence = ? WHERE reader = ?",
                    position.commit(),
                    position.sequence(),
                    reader);
            if (updated == 0) {
                sql.update(
                        "outbox.addCursor",
                        "INSERT INTO {schema}.shutter_event_cursors (reader, commit_order, sequence) VALUES (?, ?, ?)",
                        reader,
                        position.commit(),
                        position.sequence());
            }
            return updated;
        });
    }

    /**
     * Read, decide and write in one transaction: on PostgreSQL a serializable one, so of two nodes claiming at
     * once one is run again and then sees the other's claim.
     */
    @Override
    public boolean claim(String reader, String holder, Instant now, Instant until) {
        return sql.atomically(() -> {
            Option<Claim> current = claimOf(reader);
            if (current.isEmpty()) {
                sql.update(
                        "outbox.addClaim",
                        "INSERT INTO {schema}.shutter_event_claims (reader, holder, held_until) VALUES (?, ?, ?)",
                        reader,
                        holder,
                        Columns.micros(until));
                return true;
            }
            Claim claim = current.get();
            if (!claim.holder().equals(holder) && claim.heldUntil() >= Columns.micros(now)) {
                return false;
            }
            renew(reader, holder, until);
            return true;
        });
    }

    @Override
    public boolean saveClaimed(String reader, String holder, EventPosition position, Instant until) {
        return sql.atomically(() -> {
            if (!claimOf(reader).exists(claim -> claim.holder().equals(holder))) {
                return false;
            }
            renew(reader, holder, until);
            saveCursor(reader, position);
            return true;
        });
    }

    @Override
    public void release(String reader, String holder) {
        sql.update(
                "outbox.release",
                "DELETE FROM {schema}.shutter_event_claims WHERE reader = ? AND holder = ?",
                reader,
                holder);
    }

    private Option<Claim> claimOf(String reader) {
        return sql.first(
                "outbox.claim",
                "SELECT holder, held_until FROM {schema}.shutter_event_claims WHERE reader = ?",
                row -> new Claim(row.getString("holder"), row.getLong("held_until")),
                reader);
    }

    private void renew(String reader, String holder, Instant until) {
        sql.update(
                "outbox.renewClaim",
                "UPDATE {schema}.shutter_event_claims SET holder = ?, held_until = ? WHERE reader = ?",
                holder,
                Columns.micros(until),
                reader);
    }

    private record Claim(String holder, long heldUntil) {}

    static String encode(Map<String, String> fields) {
        StringBuilder text = new StringBuilder();
        fields.forEach((name, value) -> {
            if (text.length() > 0) {
                text.append('&');
            }
            text.append(URLEncoder.encode(name, StandardCharsets.UTF_8))
                    .append('=')
                    .append(URLEncoder.encode(value, StandardCharsets.UTF_8));
        });
        return text.toString();
    }

    static Map<String, String> decode(String text) {
        Map<String, String> fields = new LinkedHashMap<>();
        if (text.isEmpty()) {
            return fields;
        }
        for (String pair : text.split("&")) {
            int eq = pair.indexOf('=');
            fields.put(
                    URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
                    URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
        }
        return fields;
    }
}
