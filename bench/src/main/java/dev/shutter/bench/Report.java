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
 * against it ({@link Targets}). Exits 1 when a row failed (errors, non-2xx answers, nothing measured), so CI
 * notices; a missed target is reported, not failed, since shared machines vary. Each row is compared with its
 * ceiling ({@link Row#ceilingKind}, {@link Ceiling}): the bare handler for the rows in memory, the PostgreSQL
 * ceiling (the bare handler reading one row from PostgreSQL) for the rows on PostgreSQL; beside it, the event-loop
 * ceiling (the same read through Vert.x's PostgreSQL client, no worker thread) is compared with it too, as a row,
 * and its mean is said below the table. A row on another storage is also compared with the row of the same label
 * in memory. The last columns are what a request cost ({@link Costs}), when {@code bench/run} measured it. The Spring Boot
 * application's rows are set beside the bundled server's last ({@link SpringBootRows}).
 *
 * <p>{@code Report <rows.tsv> <connections>}: each line of rows.tsv is {@code label, storage, kind, wrk
 * output file}, tab-separated, and optionally the costs file; kind is {@code ceiling}, {@code pg-ceiling},
 * {@code pg-event-loop}, {@code read}, {@code read-first-page}, {@code read-deep-page}, {@code write}, {@code exchange},
 * {@code info}, {@code mix} (the mix of many users and tokens: no ceiling, the headline table first, issue 40's
 * targets after issue 22's, {@link MixTargets}) or {@code tokens} (one endpoint with the mix's many tokens).
 */
public final class Report {

    private Report() {}

    public static void main(String[] args) throws IOException {
        List<Row> rows = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            if (line.isBlank()) {
                continue;
            }
            String[] fields = line.split("\t");
            String output = Files.exists(Path.of(fields[3])) ? Files.readString(Path.of(fields[3])) : "";
            WrkResult result = WrkResult.parse(output);
            Optional<Costs> costs = fields.length > 4
                    ? Costs.read(
                            Path.of(fields[4]),
                            fields.length > 5 ? Optional.of(Path.of(fields[5])) : Optional.empty(),
                            result.requests())
                    : Optional.empty();
            rows.add(new Row(fields[0], fields[1], fields[2], result, costs));
        }
        String connections = args.length > 1 ? args[1] : "?";
        System.out.print(headline(rows));
        System.out.print(table(rows));
        System.out.print(byThread(rows));
        System.out.print(SpringBootRows.againstTheBundledServer(rows));
        System.out.println();
        System.out.print(Targets.of(rows, connections));
        System.out.println();
        System.out.print(MixTargets.of(rows));
        if (rows.stream().anyMatch(row -> !row.result().ok())) {
            System.out.println();
            System.out.println(
                    "FAILED: " + rows.stream().filter(r -> !r.result().ok()).count() + " row(s) failed.");
            System.exit(1);
        }
    }

    /** The mix on each storage, the headline: empty when the mix did not run. */
    static String headline(List<Row> rows) {
        List<Row> mix = rows.stream().filter(row -> row.kind().equals(Row.MIX)).toList();
        if (mix.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("The mix:\n\n");
        out.append("| storage | requests/s | p50 | p99 | requests/s vs memory | answers | server CPU µs/request"
                + " | context switches/request | PostgreSQL CPU µs/request | Redis CPU µs/request |\n");
        out.append("|---|---:|---:|---:|---:|---|---:|---:|---:|---:|\n");
        for (Row row : mix) {
            WrkResult r = row.result();
            if (!r.ok()) {
                out.append(String.format(
                        Locale.ROOT,
                        "| %s | FAILED: %s | | | | %s | | | | |%n",
                        row.storage(),
                        String.join("; ", r.problems()),
                        r.answers()));
                continue;
            }
            out.append(String.format(
                    Locale.ROOT,
                    "| %s | %,.0f | %s | %s | %s | %s | %s |%n",
                    row.storage(),
                    r.requestsPerSecond(),
                    millis(r.p50Millis()),
                    millis(r.p99Millis()),
                    row.toMemory(rows).map(Report::percent).orElse(""),
                    r.answers(),
                    costs(row)));
        }
        return out.append(String.format("%n")).toString();
    }

    static String table(List<Row> rows) {
        StringBuilder out = new StringBuilder();
        out.append("| request | storage | requests/s | p50 | p99 | requests/s vs ceiling | p99 vs ceiling's"
                + " | requests/s vs memory | server CPU µs/request | context switches/request"
                + " | PostgreSQL CPU µs/request | Redis CPU µs/request | answers |\n");
        out.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n");
        for (Row row : rows) {
            WrkResult r = row.result();
            if (!r.ok()) {
                out.append(String.format(
                        Locale.ROOT,
                        "| %s | %s | FAILED: %s | | | | | | | | | | %s |%n",
                        row.label(),
                        row.storage(),
                        String.join("; ", r.problems()),
                        r.answers()));
                continue;
            }
            Optional<Ceiling> ceiling =
                    row.kind().equals(Row.MIX) ? Optional.empty() : Ceiling.of(rows, row.ceilingKind());
            String share = ceiling.map(c -> percent(r.requestsPerSecond() / c.requestsPerSecond()))
                    .orElse("");
            String p99 = ceiling.map(c -> times(r.p99Millis() / c.p99Millis())).orElse("");
            String vsMemory = row.toMemory(rows).map(Report::percent).orElse("");
            out.append(String.format(
                    Locale.ROOT,
                    "| %s | %s | %,.0f | %s | %s | %s | %s | %s | %s | %s |%n",
                    row.label(),
                    row.storage(),
                    r.requestsPerSecond(),
                    millis(r.p50Millis()),
                    millis(r.p99Millis()),
                    share,
                    p99,
                    vsMemory,
                    costs(row),
                    r.answers()));
        }
        for (String kind : List.of(Row.BARE, Row.POSTGRES)) {
            Ceiling.of(rows, kind)
                    .filter(c -> c.measurements() > 1)
                    .ifPresent(c -> out.append(String.format(
                            Locale.ROOT,
                            "%nThe %s is the mean of its %d measurements: %,.0f requests/s, p99 %s.",
                            kind.equals(Row.BARE) ? "ceiling" : "PostgreSQL ceiling",
                            c.measurements(),
                            c.requestsPerSecond(),
                            millis(c.p99Millis()))));
        }
        Ceiling.of(rows, Row.EVENT_LOOP)
                .ifPresent(eventLoop -> out.append(String.format(
                        Locale.ROOT,
                        "%nThe event-loop ceiling (%s): %,.0f requests/s, p99 %s%s.",
                        eventLoop.measurements() > 1
                                ? "the mean of its " + eventLoop.measurements() + " measurements"
                                : "measured once",
                        eventLoop.requestsPerSecond(),
                        millis(eventLoop.p99Millis()),
                        Ceiling.of(rows, Row.POSTGRES)
                                .map(jdbc -> ": " + percent(eventLoop.requestsPerSecond() / jdbc.requestsPerSecond())
                                        + " of the PostgreSQL ceiling's requests/s")
                                .orElse(""))));
        return out.append(String.format("%n")).toString();
    }

    /** A row's four cost cells: server CPU, context switches, PostgreSQL's and Redis's CPU, a request. */
    static String costs(Row row) {
        return String.join(
                " | ",
                row.costs()
                        .map(c -> String.format(Locale.ROOT, "%.0f", c.cpuMicros()))
                        .orElse(""),
                row.costs()
                        .map(c -> String.format(Locale.ROOT, "%.1f", c.contextSwitches()))
                        .orElse(""),
                micros(row.costs().flatMap(Costs::postgresCpuMicros)),
                micros(row.costs().flatMap(Costs::redisCpuMicros)));
    }

    /** The fewest µs a request a group of threads must take to be named in {@link #byThread}. */
    static final double THREAD_MICROS_SHOWN = 3;

    /**
     * The server's CPU a request by group of its threads, for the rows whose threads were read: which thread
     * spends it (the IO threads, the event loops, the workers, Lettuce, the JIT); empty when none were.
     */
    static String byThread(List<Row> rows) {
        StringBuilder out = new StringBuilder();
        for (Row row : rows) {
            if (!row.result().ok()
                    || row.costs().isEmpty()
                    || row.costs().get().threadMicros().isEmpty()) {
                continue;
            }
            StringBuilder groups = new StringBuilder();
            row.costs().get().threadMicros().forEach((group, micros) -> {
                if (micros >= THREAD_MICROS_SHOWN) {
                    groups.append(groups.length() == 0 ? "" : ", ")
                            .append(String.format(Locale.ROOT, "%s %.0f", group, micros));
                }
            });
            out.append(String.format(Locale.ROOT, "| %s | %s | %s |%n", row.label(), row.storage(), groups));
        }
        if (out.length() == 0) {
            return "";
        }
        return String.format(
                        "%nThe server's CPU µs a request by its threads (those of one name together; under %.0f µs"
                                + " left out):%n%n| request | storage | server CPU µs/request by thread |%n"
                                + "|---|---|---|%n",
                        THREAD_MICROS_SHOWN)
                + out;
    }

    static String percent(double ratio) {
        return String.format(Locale.ROOT, "%.0f%%", ratio * 100);
    }

    /** µs a request, or an empty cell when not measured. */
    static String micros(Optional<Double> micros) {
        return micros.map(us -> String.format(Locale.ROOT, "%.0f", us)).orElse("");
    }

    static String times(double ratio) {
        return String.format(Locale.ROOT, "%.1fx", ratio);
    }

    static String millis(double millis) {
        return millis < 10
                ? String.format(Locale.ROOT, "%.2f ms", millis)
                : String.format(Locale.ROOT, "%.1f ms", millis);
    }
}
