package dev.shutter.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The table and the targets: ratios to the ceiling, the mean of a ceiling measured twice. */
class ReportTest {

    private static WrkResult measured(double requestsPerSecond, double p99Millis) {
        return new WrkResult((long) requestsPerSecond * 10, 10, requestsPerSecond, 1.0, p99Millis, List.of());
    }

    private static Row row(String label, String storage, String kind, double rate, double p99) {
        return new Row(label, storage, kind, measured(rate, p99));
    }

    @Test
    @DisplayName("with the ceiling measured twice, every ratio is to their mean, and the table says so")
    void ceilingMeasuredTwice() {
        List<Row> rows = List.of(
                row("ceiling", "-", "ceiling", 80_000, 10),
                row("comments", "memory", "read", 45_000, 8),
                row("ceiling again", "-", "ceiling", 70_000, 30));

        String table = Report.table(rows);

        assertThat(table).contains("| ceiling | - | 80,000 | 1.00 ms | 10.0 ms | 107% | 0.5x |  |");
        assertThat(table).contains("| comments | memory | 45,000 | 1.00 ms | 8.00 ms | 60% | 0.4x |  |");
        assertThat(table).contains("| ceiling again | - | 70,000 | 1.00 ms | 30.0 ms | 93% | 1.5x |  |");
        assertThat(table).contains("The ceiling is the mean of its 2 measurements: 75,000 requests/s, p99 20.0 ms.");
        assertThat(Targets.of(rows, "64")).contains("- the lists on memory >= 50% of the ceiling: met (60%)");
    }

    @Test
    @DisplayName("with one ceiling measurement, the ratios are to it and nothing more is said")
    void ceilingMeasuredOnce() {
        List<Row> rows =
                List.of(row("ceiling", "-", "ceiling", 80_000, 10), row("comments", "memory", "read", 40_000, 25));

        String table = Report.table(rows);

        assertThat(table).contains("| comments | memory | 40,000 | 1.00 ms | 25.0 ms | 50% | 2.5x |  |");
        assertThat(table).doesNotContain("the mean of");
        assertThat(Targets.of(rows, "64")).contains("- the lists on memory >= 50% of the ceiling: met (50%)");
    }

    @Test
    @DisplayName("a row on PostgreSQL is compared with the PostgreSQL ceiling and with the same row in memory")
    void againstThePostgresCeilingAndMemory() {
        String redis = Row.POSTGRESQL_WITH_REDIS;
        List<Row> rows = List.of(
                row("ceiling", "-", "ceiling", 80_000, 10),
                row("comments", "memory", "read", 40_000, 5),
                row("relationship", "memory", "read", 60_000, 5),
                row("exchange", "memory", "exchange", 30_000, 5),
                row("pg ceiling", "-", "pg-ceiling", 22_000, 4),
                row("comments", "postgresql", "read", 8_000, 20),
                row("relationship", "postgresql", "read", 9_000, 20),
                row("exchange", "postgresql", "exchange", 9_000, 20),
                row("comments", redis, "read", 10_000, 20),
                row("relationship", redis, "read", 14_000, 20),
                row("pg ceiling again", "-", "pg-ceiling", 18_000, 6));

        String table = Report.table(rows);
        String targets = Targets.of(rows, "64");

        assertThat(table).contains("| pg ceiling | - | 22,000 | 1.00 ms | 4.00 ms | 110% | 0.8x |  |");
        assertThat(table).contains("| relationship | postgresql | 9,000 | 1.00 ms | 20.0 ms | 45% | 4.0x | 15% |");
        assertThat(table).contains("| comments | " + redis + " | 10,000 | 1.00 ms | 20.0 ms | 50% | 4.0x | 25% |");
        assertThat(table).contains("The PostgreSQL ceiling is the mean of its 2 measurements: 20,000 requests/s");
        assertThat(targets).contains("- GET relationship on postgresql >= 45% of the PostgreSQL ceiling: met (45%)");
        assertThat(targets)
                .contains("- GET relationship on " + redis
                        + " >= 60% of the PostgreSQL ceiling: missed (70%)".replace("missed", "met"));
        assertThat(targets).contains("- the lists on postgresql >= 35% of the PostgreSQL ceiling: met (40%)");
        assertThat(targets).contains("- the code exchange on postgresql >= 38% of the PostgreSQL ceiling: met (45%)");
        assertThat(targets).contains("- POST relationship on postgresql >= 29% of the PostgreSQL ceiling: not run");
    }

    @Test
    @DisplayName("the event-loop ceiling is compared with the PostgreSQL ceiling, and its mean is said below the table")
    void eventLoopCeiling() {
        List<Row> rows = List.of(
                row("pg ceiling", "-", "pg-ceiling", 22_000, 4),
                row("event loop", "-", "pg-event-loop", 33_000, 2),
                row("relationship", "postgresql", "read", 5_000, 20),
                row("event loop again", "-", "pg-event-loop", 27_000, 4),
                row("pg ceiling again", "-", "pg-ceiling", 18_000, 6));

        String table = Report.table(rows);

        assertThat(table).contains("| event loop | - | 33,000 | 1.00 ms | 2.00 ms | 165% | 0.4x |  |");
        assertThat(table).contains("| event loop again | - | 27,000 | 1.00 ms | 4.00 ms | 135% | 0.8x |  |");
        assertThat(table).contains("| relationship | postgresql | 5,000 | 1.00 ms | 20.0 ms | 25% | 4.0x |  |");
        assertThat(table).contains("The PostgreSQL ceiling is the mean of its 2 measurements: 20,000 requests/s");
        assertThat(table)
                .contains("The event-loop ceiling (the mean of its 2 measurements): 30,000 requests/s, p99 3.00 ms:"
                        + " 150% of the PostgreSQL ceiling's requests/s.");
        assertThat(Targets.of(rows, "64"))
                .contains("- GET relationship on postgresql >= 45% of the PostgreSQL ceiling: missed (25%)");
    }

    @Test
    @DisplayName("the server's CPU a request by group of threads, named, the costliest first, the small ones left out")
    void cpuByThread(@TempDir Path dir) throws IOException {
        Path costs = dir.resolve("pg.costs");
        Files.writeString(costs, "1500 85000 400 - 100\n");
        Path threads = dir.resolve("pg.threads");
        // 100,000 requests, ticks of 10 ms: 700 ticks are 70 µs a request, 20 ticks 2 µs
        Files.writeString(threads, "700\tXNIO-1 I/O\n800\tvert.x-eventloo\n20\tC2 CompilerThre\n30\tshutter-log-wri\n");
        Row page = new Row(
                "page", "postgresql", "read", measured(10_000, 20), Costs.read(costs, Optional.of(threads), 100_000));
        Row inMemory = new Row("comments", "memory", "read", measured(40_000, 5), Costs.read(costs, 400_000));

        String table = Report.byThread(List.of(inMemory, page));

        assertThat(table)
                .contains("| request | storage | server CPU µs/request by thread |")
                .contains("| page | postgresql | Vert.x event loops 80, Undertow IO threads 70, shutter-log-wri 3 |")
                .doesNotContain("JIT")
                .doesNotContain("| comments |");
        assertThat(Report.byThread(List.of(inMemory))).isEmpty();
    }

    @Test
    @DisplayName("what a request cost, per request, from the differences bench/run read in /proc")
    void costsPerRequest(@TempDir Path dir) throws IOException {
        Path onPostgres = dir.resolve("pg.costs");
        Files.writeString(onPostgres, "1500 85000 400 - 100\n");
        Path withRedis = dir.resolve("redis.costs");
        Files.writeString(withRedis, "1600 90000 300 250 100\n");
        Path inMemory = dir.resolve("memory.costs");
        Files.writeString(inMemory, "1000 4000 - - 100\n");
        Row relationship =
                new Row("relationship", "postgresql", "read", measured(10_000, 20), Costs.read(onPostgres, 100_000));
        Row counted = new Row(
                "relationship",
                "postgresql, counts in redis",
                "read",
                measured(10_000, 20),
                Costs.read(withRedis, 100_000));
        Row comments = new Row("comments", "memory", "read", measured(40_000, 5), Costs.read(inMemory, 400_000));

        String table =
                Report.table(List.of(row("ceiling", "-", "ceiling", 80_000, 10), comments, relationship, counted));

        // 1,500 ticks of 10 ms over 100,000 requests: 150 µs; 85,000 switches: 0.85; 400 ticks: 40 µs
        assertThat(table)
                .contains("| relationship | postgresql | 10,000 | 1.00 ms | 20.0 ms |  |  |  | 150 | 0.9 | 40 |  |");
        // and Redis's 250 ticks: 25 µs
        assertThat(table)
                .contains(
                        "| relationship | postgresql, counts in redis | 10,000 | 1.00 ms | 20.0 ms |  |  |  | 160 | 0.9"
                                + " | 30 | 25 |");
        assertThat(table)
                .contains("| comments | memory | 40,000 | 1.00 ms | 5.00 ms | 50% | 0.5x |  | 25 | 0.0 |  |  |");
        assertThat(Targets.of(List.of(relationship), "64"))
                .contains("- server CPU of GET relationship on postgresql <= 150 µs: met (150 µs)");
    }

    @Test
    @DisplayName("the mix heads the report: each storage against the mix in memory, with its answers; issue 40's"
            + " targets follow")
    void mixHeadline() {
        // given
        WrkResult answered = new WrkResult(200_000, 10, 20_000, 3.0, 50, List.of(), "2xx 200,000; 4xx 0; 429 0; 5xx 0");
        WrkResult onPostgres = new WrkResult(60_000, 10, 6_000, 9.0, 25, List.of(), "2xx 60,000; 4xx 0; 429 0; 5xx 0");
        List<Row> rows = List.of(
                row("ceiling", "-", "ceiling", 80_000, 10),
                row("pg ceiling", "-", "pg-ceiling", 20_000, 10),
                new Row("the mix", "memory", "mix", answered, Optional.empty()),
                new Row("the mix", "postgresql", "mix", onPostgres, Optional.empty()),
                row("GET /v1/users/{id}/relationship (128 tokens)", "postgresql", "tokens", 9_000, 20));
        // when
        String headline = Report.headline(rows);
        String table = Report.table(rows);
        String targets = MixTargets.of(rows);
        // then
        assertThat(headline)
                .startsWith("The mix:")
                .contains("| memory | 20,000 | 3.00 ms | 50.0 ms |  | 2xx 200,000; 4xx 0; 429 0; 5xx 0 |")
                .contains("| postgresql | 6,000 | 9.00 ms | 25.0 ms | 30% | 2xx 60,000; 4xx 0; 429 0; 5xx 0 |");
        assertThat(table).contains("| the mix | postgresql | 6,000 | 9.00 ms | 25.0 ms |  |  | 30% |");
        assertThat(targets)
                .contains("- the mix on postgresql >= 30% of the mix in memory: met (30%)")
                .contains("- p99 of the mix on postgresql <= 30 ms: met (25.0 ms)")
                .contains("- the mix on postgresql, counts in redis: not run")
                .contains("- GET relationship with the mix's tokens on postgresql >= 50% of the PostgreSQL ceiling:"
                        + " missed (45%)")
                .contains("- no error and no 429 in the rows of the mix's tokens: met (3 rows clean)");
        assertThat(Report.headline(rows.subList(0, 2))).isEmpty();
    }
}
