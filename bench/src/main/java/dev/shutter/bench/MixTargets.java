package dev.shutter.bench;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Issue 40's targets, checked against one run's rows: the mix on PostgreSQL against the same mix in memory, its
 * p99 and server CPU a request, {@code GET relationship} with the mix's many tokens against the PostgreSQL
 * ceiling, and no error and no 429 in any row of the mix's tokens.
 */
final class MixTargets {

    static final double P99_MILLIS = 30;
    static final double CPU_MICROS = 150;
    static final double RELATIONSHIP_SHARE = 0.50;

    private MixTargets() {}

    static String of(List<Row> rows) {
        List<Row> mixed = rows.stream()
                .filter(row -> row.kind().equals(Row.MIX) || row.kind().equals(Row.TOKENS))
                .toList();
        if (mixed.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("Issue 40's targets (the mix):\n");
        String redis = Row.POSTGRESQL_WITH_REDIS;
        for (String storage : List.of("postgresql", redis)) {
            Optional<Row> mix = find(rows, storage, Row.MIX);
            double asked = storage.equals("postgresql") ? 0.30 : 0.35;
            if (mix.isEmpty()) {
                out.append(String.format(Locale.ROOT, "- the mix on %s: not run%n", storage));
                continue;
            }
            WrkResult result = mix.get().result();
            mix.get()
                    .toMemory(rows)
                    .ifPresent(ratio -> out.append(line(
                            "the mix on " + storage + " >= " + Report.percent(asked) + " of the mix in memory",
                            ratio >= asked,
                            Report.percent(ratio))));
            out.append(line(
                    "p99 of the mix on " + storage + " <= " + (int) P99_MILLIS + " ms",
                    result.p99Millis() <= P99_MILLIS,
                    Report.millis(result.p99Millis())));
            mix.get()
                    .costs()
                    .ifPresent(costs -> out.append(line(
                            "server CPU a mix request on " + storage + " <= " + (int) CPU_MICROS + " µs",
                            costs.cpuMicros() <= CPU_MICROS,
                            String.format(Locale.ROOT, "%.0f µs", costs.cpuMicros()))));
        }
        Optional<Row> relationship = rows.stream()
                .filter(row -> row.storage().equals("postgresql")
                        && row.kind().equals(Row.TOKENS)
                        && row.label().contains("relationship")
                        && row.label().startsWith("GET")
                        && row.result().ok())
                .findFirst();
        Optional<Ceiling> ceiling = Ceiling.of(rows, Row.POSTGRES);
        if (relationship.isPresent() && ceiling.isPresent()) {
            double ratio = relationship.get().result().requestsPerSecond()
                    / ceiling.get().requestsPerSecond();
            out.append(line(
                    "GET relationship with the mix's tokens on postgresql >= " + Report.percent(RELATIONSHIP_SHARE)
                            + " of the PostgreSQL ceiling",
                    ratio >= RELATIONSHIP_SHARE,
                    Report.percent(ratio)));
        }
        long failed = mixed.stream().filter(row -> !row.result().ok()).count();
        out.append(line(
                "no error and no 429 in the rows of the mix's tokens",
                failed == 0,
                failed == 0 ? mixed.size() + " rows clean" : failed + " of " + mixed.size() + " rows failed"));
        return out.toString();
    }

    private static String line(String target, boolean met, String measured) {
        return String.format(Locale.ROOT, "- %s: %s (%s)%n", target, met ? "met" : "missed", measured);
    }

    private static Optional<Row> find(List<Row> rows, String storage, String kind) {
        return rows.stream()
                .filter(row -> row.storage().equals(storage)
                        && row.kind().equals(kind)
                        && row.result().ok())
                .findFirst();
    }
}
