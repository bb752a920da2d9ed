package dev.shutter.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The table and the targets: ratios to the ceiling, the mean of a ceiling measured twice. */
class ReportTest {

    private static WrkResult measured(double requestsPerSecond, double p99Millis) {
        return new WrkResult((long) requestsPerSecond * 10, 10, requestsPerSecond, 1.0, p99Millis, List.of());
    }

    private static Report.Row row(String label, String storage, String kind, double rate, double p99) {
        return new Report.Row(label, storage, kind, measured(rate, p99));
    }

    @Test
    @DisplayName("with the ceiling measured twice, every ratio is to their mean, and the table says so")
    void ceilingMeasuredTwice() {
        List<Report.Row> rows = List.of(
                row("ceiling", "-", "ceiling", 80_000, 10),
                row("comments", "memory", "read", 45_000, 8),
                row("ceiling again", "-", "ceiling", 70_000, 30));

        String table = Report.table(rows);

        assertThat(table).contains("| ceiling | - | 80,000 | 1.00 ms | 10.0 ms | 107% | 0.5x |  |");
        assertThat(table).contains("| comments | memory | 45,000 | 1.00 ms | 8.00 ms | 60% | 0.4x |  |");
        assertThat(table).contains("| ceiling again | - | 70,000 | 1.00 ms | 30.0 ms | 93% | 1.5x |  |");
        assertThat(table).contains("the mean of its 2 measurements: 75,000 requests/s, p99 20.0 ms.");
        assertThat(Report.targets(rows, "64"))
                .contains("- reads on memory >= 60% of the ceiling: met (lowest 60%, comments)");
    }

    @Test
    @DisplayName("with one ceiling measurement, the ratios are to it and nothing more is said")
    void ceilingMeasuredOnce() {
        List<Report.Row> rows =
                List.of(row("ceiling", "-", "ceiling", 80_000, 10), row("comments", "memory", "read", 40_000, 25));

        String table = Report.table(rows);

        assertThat(table).contains("| comments | memory | 40,000 | 1.00 ms | 25.0 ms | 50% | 2.5x |  |");
        assertThat(table).doesNotContain("the mean of");
        assertThat(Report.targets(rows, "64")).contains("reads on memory >= 60% of the ceiling: missed (lowest 50%");
    }

    @Test
    @DisplayName("a row on PostgreSQL is compared with the row of the same label in memory, and the targets say so")
    void againstTheSameRowInMemory() {
        String redis = Report.POSTGRESQL_WITH_REDIS;
        List<Report.Row> rows = List.of(
                row("ceiling", "-", "ceiling", 80_000, 10),
                row("comments", "memory", "read", 40_000, 5),
                row("relationship", "memory", "read", 60_000, 5),
                row("exchange", "memory", "exchange", 30_000, 5),
                row("comments", "postgresql", "read", 12_000, 20),
                row("relationship", "postgresql", "read", 9_000, 20),
                row("exchange", "postgresql", "exchange", 9_000, 20),
                row("comments", redis, "read", 16_000, 20),
                row("relationship", redis, "read", 27_000, 20));

        String table = Report.table(rows);
        String targets = Report.targets(rows, "64");

        assertThat(table).contains("| relationship | postgresql | 9,000 | 1.00 ms | 20.0 ms | 11% | 2.0x | 15% |");
        assertThat(table).contains("| comments | " + redis + " | 16,000 | 1.00 ms | 20.0 ms | 20% | 2.0x | 40% |");
        assertThat(targets)
                .contains("- reads on postgresql >= 25% of the same row in memory: missed (lowest 15%, relationship)");
        assertThat(targets)
                .contains("- reads on " + redis + " >= 35% of the same row in memory: met (lowest 40%, comments)");
        assertThat(targets)
                .contains("- the exchange on postgresql >= 25% of the same row in memory: met (lowest 30%, exchange)");
    }
}
