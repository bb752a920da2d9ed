package dev.shutter.bench;

import java.util.List;
import java.util.Optional;

/**
 * One measured row of a run: its label, storage and kind, what wrk saw and, when {@code bench/run} measured them,
 * what a request cost. Its kind says what it is compared with: the bare handler (kind {@value #BARE}) for the rows
 * in memory, the PostgreSQL ceiling (kind {@value #POSTGRES}) for the rows on PostgreSQL and for the event-loop
 * ceiling (kind {@value #EVENT_LOOP}); the mix (kind {@value #MIX}) has no ceiling and is compared with the mix in
 * memory.
 */
record Row(String label, String storage, String kind, WrkResult result, Optional<Costs> costs) {

    /** The kinds of the two ceilings. */
    static final String BARE = "ceiling";

    static final String POSTGRES = "pg-ceiling";

    /** The kind of the event-loop ceiling's rows, which are compared with the PostgreSQL ceiling. */
    static final String EVENT_LOOP = "pg-event-loop";

    /** The kind of the mix's rows, which have no ceiling: they are compared with the mix in memory. */
    static final String MIX = "mix";

    /** The kind of the single-endpoint rows with the mix's many tokens. */
    static final String TOKENS = "tokens";

    /** The storage label of the rows on PostgreSQL with the rate counts in Redis. */
    static final String POSTGRESQL_WITH_REDIS = "postgresql, counts in redis";

    Row(String label, String storage, String kind, WrkResult result) {
        this(label, storage, kind, result, Optional.empty());
    }

    boolean isRead() {
        return kind.startsWith("read");
    }

    boolean isCeiling() {
        return kind.equals(BARE) || kind.equals(POSTGRES) || kind.equals(EVENT_LOOP);
    }

    /** The kind of ceiling this row is compared with. */
    String ceilingKind() {
        if (kind.equals(EVENT_LOOP)) {
            return POSTGRES;
        }
        if (isCeiling()) {
            return kind;
        }
        return isInMemory() ? BARE : POSTGRES;
    }

    /** Whether the row's server kept its state in memory: the bundled server or the Spring Boot application. */
    boolean isInMemory() {
        return storage.equals(SpringBootRows.memoryOf(storage));
    }

    /** Its requests/s against the row of the same label in memory, when it is not in memory itself. */
    Optional<Double> toMemory(List<Row> rows) {
        if (isInMemory() || isCeiling()) {
            return Optional.empty();
        }
        return rows.stream()
                .filter(r -> r.storage().equals(SpringBootRows.memoryOf(storage))
                        && r.label().equals(label)
                        && r.result().ok())
                .findFirst()
                .map(memory -> result.requestsPerSecond() / memory.result().requestsPerSecond());
    }
}
