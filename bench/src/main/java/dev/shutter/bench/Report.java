package dev.shutter.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The table of the HTTP benchmark from the wrk outputs of one run, then the targets checked
 * against it. Exits 1 when a row failed (errors, non-2xx answers, nothing measured), so CI notices;
 * a missed target is reported, not failed, since shared machines vary. The ceiling may be measured more
 * than once (before and after the rows in memory): every ratio is then to the mean of its measurements,
 * and each measurement's own ratio to that mean shows how much the machine drifted. A row on another storage
 * is also compared with the row of the same label in memory, measured in the same run.
 *
 * <p>{@code Report <rows.tsv> <connections>}: each line of rows.tsv is {@code label, storage, kind,
 * wrk output file}, tab-separated; kind is {@code ceiling}, {@code read}, {@code read-first-page},
 * {@code read-deep-page}, {@code write}, {@code exchange} or {@code info}.
 */
public final class Report {

    private Report() {}

    /** The ceiling the rows are compared with: the mean of its measurements. */
    record Ceiling(double requestsPerSecond, double p99Millis, int measurements) {}

    record Row(String label, String storage, String kind, WrkResult result) {
        boolean isRead() {
            return kind.startsWith("read");
        }
    }

    public static void main(String[] args) throws IOException {
        List<Row> rows = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            if (line.isBlank()) {
                continue;
            }
            String[] fields = line.split("\t");
            String output = Files.exists(Path.of(fields[3])) ? Files.readString(Path.of(fields[3])) : "";
            rows.add(new Row(fields[0], fields[1], fields[2], WrkResult.parse(output)));
        }
        String connections = args.length > 1 ? args[1] : "?";
        System.out.print(table(rows));
        System.out.println();
        System.out.print(targets(rows, connections));
        if (rows.stream().anyMatch(row -> !row.result().ok())) {
            System.out.println();
            System.out.println(
                    "FAILED: " + rows.stream().filter(r -> !r.result().ok()).count() + " row(s) failed.");
            System.exit(1);
        }
    }

    static String table(List<Row> rows) {
        Optional<Ceiling> ceiling = ceiling(rows);
        StringBuilder out = new StringBuilder();
        out.append("| request | storage | requests/s | p50 | p99 | requests/s vs ceiling | p99 vs ceiling's"
                + " | requests/s vs memory |\n");
        out.append("|---|---|---:|---:|---:|---:|---:|---:|\n");
        for (Row row : rows) {
            WrkResult r = row.result();
            if (!r.ok()) {
                out.append(String.format(
                        Locale.ROOT,
                        "| %s | %s | FAILED: %s | | | | | |%n",
                        row.label(),
                        row.storage(),
                        String.join("; ", r.problems())));
                continue;
            }
            String share = ceiling.map(c -> percent(r.requestsPerSecond() / c.requestsPerSecond()))
                    .orElse("");
            String p99 = ceiling.map(c -> times(r.p99Millis() / c.p99Millis())).orElse("");
            String vsMemory = toMemory(rows, row).map(Report::percent).orElse("");
            out.append(String.format(
                    Locale.ROOT,
                    "| %s | %s | %,.0f | %s | %s | %s | %s | %s |%n",
                    row.label(),
                    row.storage(),
                    r.requestsPerSecond(),
                    millis(r.p50Millis()),
                    millis(r.p99Millis()),
                    share,
                    p99,
                    vsMemory));
        }
        ceiling.filter(c -> c.measurements() > 1)
                .ifPresent(c -> out.append(String.format(
                        Locale.ROOT,
                        "%nThe ceiling is the mean of its %d measurements: %,.0f requests/s, p99 %s.%n",
                        c.measurements(),
                        c.requestsPerSecond(),
                        millis(c.p99Millis()))));
        return out.toString();
    }

    static String targets(List<Row> rows, String connections) {
        Optional<Ceiling> ceiling = ceiling(rows);
        StringBuilder out = new StringBuilder("Targets (" + connections + " connections):\n");
        if (ceiling.isEmpty()) {
            return out.append("- no ceiling measured; nothing to compare\n").toString();
        }
        Ceiling top = ceiling.get();
        out.append(share(rows, "memory", 0.60, top));
        out.append(againstMemory(rows, "postgresql", "read", 0.25));
        out.append(againstMemory(rows, POSTGRESQL_WITH_REDIS, "read", 0.35));
        out.append(againstMemory(rows, "postgresql", "exchange", 0.25));
        List<Row> memoryReads = reads(rows, "memory");
        if (!memoryReads.isEmpty()) {
            Row worst = memoryReads.stream()
                    .max((a, b) ->
                            Double.compare(a.result().p99Millis(), b.result().p99Millis()))
                    .orElseThrow();
            double ratio = worst.result().p99Millis() / top.p99Millis();
            out.append(String.format(
                    Locale.ROOT,
                    "- p99 of reads in memory within 2x the ceiling's p99 (%s): %s (worst %s, %s: %s)%n",
                    millis(top.p99Millis()),
                    ratio <= 2 ? "met" : "missed",
                    times(ratio),
                    worst.label(),
                    millis(worst.result().p99Millis())));
        }
        for (String storage : List.of("memory", "postgresql", POSTGRESQL_WITH_REDIS)) {
            Optional<Row> first = find(rows, storage, "read-first-page");
            Optional<Row> deep = find(rows, storage, "read-deep-page");
            if (first.isPresent() && deep.isPresent()) {
                double ratio = deep.get().result().requestsPerSecond()
                        / first.get().result().requestsPerSecond();
                out.append(String.format(
                        Locale.ROOT,
                        "- deep pages as fast as the first, %s: %s (deep page at %s of the first page's requests/s)%n",
                        storage,
                        ratio >= 0.9 ? "met" : "missed",
                        percent(ratio)));
            }
        }
        return out.toString();
    }

    /** The storage label of the rows on PostgreSQL with the rate counts in Redis. */
    static final String POSTGRESQL_WITH_REDIS = "postgresql, counts in redis";

    /** A row's requests/s against the row of the same label in memory, when it is not in memory itself. */
    private static Optional<Double> toMemory(List<Row> rows, Row row) {
        if (row.storage().equals("memory") || row.kind().equals("ceiling")) {
            return Optional.empty();
        }
        return rows.stream()
                .filter(r -> r.storage().equals("memory")
                        && r.label().equals(row.label())
                        && r.result().ok())
                .findFirst()
                .map(memory ->
                        row.result().requestsPerSecond() / memory.result().requestsPerSecond());
    }

    /** Every row of {@code kind} (reads: every kind of read) on {@code storage} at least {@code target} of memory's. */
    private static String againstMemory(List<Row> rows, String storage, String kind, double target) {
        String what = kind.equals("read") ? "reads" : "the " + kind;
        List<Row> compared = rows.stream()
                .filter(r -> r.storage().equals(storage)
                        && r.kind().startsWith(kind)
                        && r.result().ok())
                .filter(r -> toMemory(rows, r).isPresent())
                .toList();
        if (compared.isEmpty()) {
            return String.format(
                    Locale.ROOT, "- %s on %s >= %s of memory's: not run%n", what, storage, percent(target));
        }
        Row lowest = compared.stream()
                .min((a, b) -> Double.compare(
                        toMemory(rows, a).orElseThrow(), toMemory(rows, b).orElseThrow()))
                .orElseThrow();
        double ratio = toMemory(rows, lowest).orElseThrow();
        return String.format(
                Locale.ROOT,
                "- %s on %s >= %s of the same row in memory: %s (lowest %s, %s)%n",
                what,
                storage,
                percent(target),
                ratio >= target ? "met" : "missed",
                percent(ratio),
                lowest.label());
    }

    private static String share(List<Row> rows, String storage, double target, Ceiling top) {
        List<Row> reads = reads(rows, storage);
        if (reads.isEmpty()) {
            return String.format(
                    Locale.ROOT, "- reads on %s >= %s of the ceiling: not run%n", storage, percent(target));
        }
        Row lowest = reads.stream()
                .min((a, b) -> Double.compare(
                        a.result().requestsPerSecond(), b.result().requestsPerSecond()))
                .orElseThrow();
        double ratio = lowest.result().requestsPerSecond() / top.requestsPerSecond();
        return String.format(
                Locale.ROOT,
                "- reads on %s >= %s of the ceiling: %s (lowest %s, %s)%n",
                storage,
                percent(target),
                ratio >= target ? "met" : "missed",
                percent(ratio),
                lowest.label());
    }

    private static List<Row> reads(List<Row> rows, String storage) {
        return rows.stream()
                .filter(r ->
                        r.isRead() && r.storage().equals(storage) && r.result().ok())
                .toList();
    }

    private static Optional<Row> find(List<Row> rows, String storage, String kind) {
        return rows.stream()
                .filter(r -> r.kind().equals(kind)
                        && r.storage().equals(storage)
                        && r.result().ok())
                .findFirst();
    }

    static Optional<Ceiling> ceiling(List<Row> rows) {
        List<WrkResult> measured = rows.stream()
                .filter(r -> r.kind().equals("ceiling") && r.result().ok())
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

    private static String percent(double ratio) {
        return String.format(Locale.ROOT, "%.0f%%", ratio * 100);
    }

    private static String times(double ratio) {
        return String.format(Locale.ROOT, "%.1fx", ratio);
    }

    private static String millis(double millis) {
        return millis < 10
                ? String.format(Locale.ROOT, "%.2f ms", millis)
                : String.format(Locale.ROOT, "%.1f ms", millis);
    }
}
