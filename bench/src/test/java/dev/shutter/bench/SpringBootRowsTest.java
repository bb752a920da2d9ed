package dev.shutter.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The Spring Boot application's rows: apart from the bundled server's targets, set beside its rows. */
class SpringBootRowsTest {

    private static final String READ = "GET /v1/users/{id}/relationship (one token)";
    private static final String BOOT_READ = READ + SpringBootRows.LABEL;

    private static Row row(String label, String storage, String kind, double rate, double cpuMicros) {
        WrkResult result = new WrkResult((long) rate * 10, 10, rate, 1.0, 4.0, List.of());
        return new Row(
                label,
                storage,
                kind,
                result,
                Optional.of(new Costs(cpuMicros, 1, Optional.empty(), Optional.empty(), Map.of())));
    }

    @Test
    @DisplayName(
            "a Spring Boot row in memory is compared with the bare ceiling, and on PostgreSQL with its own row in memory")
    void comparedWithTheirOwnServer() {
        Row bootInMemory = row(BOOT_READ, "memory, Spring Boot", "read", 40_000, 60);
        Row bootOnPostgres = row(BOOT_READ, "postgresql, Spring Boot", "read", 10_000, 150);
        List<Row> rows = List.of(
                row(READ, "memory", "read", 80_000, 30),
                row(READ, "postgresql", "read", 20_000, 90),
                bootInMemory,
                bootOnPostgres);

        assertThat(bootInMemory.ceilingKind()).isEqualTo(Row.BARE);
        assertThat(bootOnPostgres.ceilingKind()).isEqualTo(Row.POSTGRES);
        assertThat(bootInMemory.toMemory(rows)).isEmpty();
        assertThat(bootOnPostgres.toMemory(rows)).contains(0.25);
    }

    @Test
    @DisplayName("each Spring Boot row is set beside the bundled server's, on PostgreSQL the one with reads on workers")
    void besideTheBundledServer() {
        List<Row> rows = List.of(
                row(READ, "memory", "read", 80_000, 30),
                row(READ, "postgresql", "read", 20_000, 90),
                row(READ, SpringBootRows.WORKERS, "read", 16_000, 110),
                row(BOOT_READ, "memory, Spring Boot", "read", 40_000, 60),
                row(BOOT_READ, "postgresql, Spring Boot", "read", 12_000, 150));

        String table = SpringBootRows.againstTheBundledServer(rows);

        assertThat(table).contains("| " + READ + " | memory | 50% | 30 / 60 | 4.00 ms / 4.00 ms |");
        assertThat(table).contains("| " + READ + " | " + SpringBootRows.WORKERS + " | 75% | 110 / 150 |");
    }

    @Test
    @DisplayName("without a Spring Boot row there is no such table, and no target counts a Spring Boot row")
    void apartFromTheTargets() {
        List<Row> bundled = List.of(row(READ, "memory", "read", 80_000, 30));
        List<Row> withBoot = List.of(
                row(READ, "memory", "read", 80_000, 30), row(BOOT_READ, "memory, Spring Boot", "read", 1_000, 900));

        assertThat(SpringBootRows.againstTheBundledServer(bundled)).isEmpty();
        assertThat(Targets.of(withBoot, "64")).isEqualTo(Targets.of(bundled, "64"));
    }

    @Test
    @DisplayName("Tomcat's request threads and its connector's threads are named as groups of their own")
    void tomcatThreads() {
        assertThat(Costs.groupName("tomcat-exec")).isEqualTo("Tomcat workers");
        assertThat(Costs.groupName("https-jsse-nio-")).isEqualTo("Tomcat poller, acceptor");
        assertThat(Costs.groupName("XNIO-1 task")).isEqualTo("Undertow workers");
    }
}
