package dev.shutter.bench;

import java.util.List;
import java.util.Optional;

/**
 * A ceiling the rows are compared with: the mean of its measurements in one run (a ceiling is measured before and
 * after its rows, so each measurement's own ratio to the mean shows how far the machine drifted).
 */
record Ceiling(double requestsPerSecond, double p99Millis, int measurements) {

    /** The mean of the ceiling of {@code kind} measured in this run, if it was. */
    static Optional<Ceiling> of(List<Row> rows, String kind) {
        List<WrkResult> measured = rows.stream()
                .filter(r -> r.kind().equals(kind) && r.result().ok())
                .map(Row::result)
                .toList();
        if (measured.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Ceiling(
                measured.stream()
                        .mapToDouble(WrkResult::requestsPerSecond)
                        .average()
                        .orElseThrow(),
                measured.stream().mapToDouble(WrkResult::p99Millis).average().orElseThrow(),
                measured.size()));
    }
}
