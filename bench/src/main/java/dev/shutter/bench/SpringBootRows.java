package dev.shutter.bench;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The rows of Shutter in the Spring Boot application (the starter's servlet on Tomcat), set apart by their
 * storage label ("memory, Spring Boot"), so that no target counts them, and their label (the bundled server's
 * with {@value #LABEL} after it), so that each is set against the bundled server's row of the same request:
 * what the servlet binding in Spring Boot costs beside the Undertow binding in the bundled server.
 */
final class SpringBootRows {

    /** The end of the storage label of the Spring Boot application's rows. */
    static final String STORAGE = ", Spring Boot";

    /** The end of the label of the Spring Boot application's rows. */
    static final String LABEL = " (Spring Boot, Tomcat)";

    /** The storage of the bundled server whose reads are on workers through JDBC, as the starter's are. */
    static final String WORKERS = "postgresql, reads on workers (JDBC)";

    private SpringBootRows() {}

    /** The storage in memory of the same server as {@code storage}: what its rows are compared with. */
    static String memoryOf(String storage) {
        return storage.endsWith(STORAGE) ? "memory" + STORAGE : "memory";
    }

    /**
     * Each Spring Boot row against the bundled server's row of the same request on the same storage (on
     * PostgreSQL, the server with its reads on workers when it ran the row, since the starter's storage on the
     * application's DataSource reads through JDBC on the request's thread); empty when no Spring Boot row ran.
     */
    static String againstTheBundledServer(List<Row> rows) {
        StringBuilder out = new StringBuilder();
        for (Row boot : rows) {
            if (!boot.storage().endsWith(STORAGE)
                    || !boot.label().endsWith(LABEL)
                    || !boot.result().ok()) {
                continue;
            }
            String label = boot.label().substring(0, boot.label().length() - LABEL.length());
            String storage = boot.storage().substring(0, boot.storage().length() - STORAGE.length());
            Optional<Row> bundled = find(rows, label, storage.equals("memory") ? storage : WORKERS)
                    .or(() -> find(rows, label, storage));
            if (bundled.isEmpty()) {
                continue;
            }
            Row undertow = bundled.get();
            out.append(String.format(
                    Locale.ROOT,
                    "| %s | %s | %s | %s | %s |%n",
                    label,
                    undertow.storage(),
                    Report.percent(boot.result().requestsPerSecond()
                            / undertow.result().requestsPerSecond()),
                    cpu(undertow) + " / " + cpu(boot),
                    Report.millis(undertow.result().p99Millis()) + " / "
                            + Report.millis(boot.result().p99Millis())));
        }
        if (out.length() == 0) {
            return "";
        }
        return String.format(
                        "%nShutter in Spring Boot (the starter's servlet on Tomcat) against the bundled server (Undertow),"
                                + " request by request:%n%n| request | the bundled server's row on | Spring Boot's"
                                + " requests/s vs the bundled server's | server CPU µs/request, bundled / Spring Boot"
                                + " | p99, bundled / Spring Boot |%n|---|---|---:|---:|---:|%n")
                + out;
    }

    private static Optional<Row> find(List<Row> rows, String label, String storage) {
        return rows.stream()
                .filter(r -> r.label().equals(label)
                        && r.storage().equals(storage)
                        && r.result().ok())
                .findFirst();
    }

    private static String cpu(Row row) {
        return row.costs()
                .map(costs -> String.format(Locale.ROOT, "%.0f", costs.cpuMicros()))
                .orElse("-");
    }
}
