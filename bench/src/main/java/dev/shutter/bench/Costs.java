package dev.shutter.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What a row's requests cost the machine, from {@code /proc} read by {@code bench/run} just before and just
 * after the measured run: the server's CPU time (user and system, every thread), its context switches
 * (voluntary and not, summed over its threads), the CPU time of the PostgreSQL backends that served its
 * connections (none in memory), that of the Redis server for a server with its counts in Redis, and the
 * server's CPU time by group of threads. Each divided by the requests wrk counted.
 *
 * <p>The costs file holds one line: {@code cpu-ticks context-switches postgres-ticks redis-ticks
 * ticks-per-second}, each a difference over the run; {@code postgres-ticks} is {@code -} when no backend served
 * the server, {@code redis-ticks} when the server kept no counts in Redis. The threads file holds a line {@code
 * ticks<TAB>name} for each group of the server's threads (the threads of one name without its number).
 */
record Costs(
        double cpuMicros,
        double contextSwitches,
        Optional<Double> postgresCpuMicros,
        Optional<Double> redisCpuMicros,
        Map<String, Double> threadMicros) {

    /** The server's CPU µs a request by group of threads, kept the costliest first. */
    Costs {
        Map<String, Double> sorted = new LinkedHashMap<>();
        threadMicros.entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue(Comparator.reverseOrder())
                        .thenComparing(Map.Entry.comparingByKey()))
                .forEach(entry -> sorted.put(entry.getKey(), entry.getValue()));
        threadMicros = Collections.unmodifiableMap(sorted);
    }

    /** The costs per request of a file of {@code bench/run}; none when the file is missing or unreadable. */
    static Optional<Costs> read(Path file, long requests) throws IOException {
        return read(file, Optional.empty(), requests);
    }

    /** The same, with the server's CPU by group of threads from {@code threads} when it is there. */
    static Optional<Costs> read(Path file, Optional<Path> threads, long requests) throws IOException {
        if (requests <= 0 || !Files.exists(file)) {
            return Optional.empty();
        }
        String[] fields = Files.readString(file).trim().split("\\s+");
        if (fields.length != 5) {
            return Optional.empty();
        }
        double tick = 1_000_000.0 / Double.parseDouble(fields[4]);
        Map<String, Double> byThread = new HashMap<>();
        if (threads.isPresent() && Files.exists(threads.get())) {
            for (String line : Files.readAllLines(threads.get())) {
                String[] group = line.split("\t", 2);
                if (group.length == 2) {
                    byThread.merge(
                            groupName(group[1].trim()), Double.parseDouble(group[0]) * tick / requests, Double::sum);
                }
            }
        }
        return Optional.of(new Costs(
                Double.parseDouble(fields[0]) * tick / requests,
                Double.parseDouble(fields[1]) / requests,
                perRequest(fields[2], tick, requests),
                perRequest(fields[3], tick, requests),
                byThread));
    }

    /** What a group of the server's threads is, from the name the kernel keeps (15 characters at most). */
    static String groupName(String threads) {
        if (threads.startsWith("XNIO") && threads.contains("I/O")) {
            return "Undertow IO threads";
        }
        if (threads.startsWith("XNIO") && threads.contains("task")) {
            return "Undertow workers";
        }
        if (threads.startsWith("tomcat-exec")) {
            return "Tomcat workers";
        }
        if (threads.startsWith("http-nio-")
                || threads.startsWith("https-jsse-nio-")
                || threads.startsWith("https-openssl")) {
            // the connector's poller and acceptor: 15 characters of "https-jsse-nio-127.0.0.1-auto-1-Poller"
            return "Tomcat poller, acceptor";
        }
        if (threads.startsWith("vert.x-eventloo")) {
            return "Vert.x event loops";
        }
        if (threads.startsWith("lettuce")) {
            return "Lettuce";
        }
        if (threads.contains("CompilerThre")) {
            return "JIT compilers";
        }
        if (threads.startsWith("GC Thread") || threads.startsWith("G1 ")) {
            return "garbage collector";
        }
        return threads;
    }

    /** Ticks, or {@code -} for none, as µs a request. */
    private static Optional<Double> perRequest(String ticks, double tick, long requests) {
        return ticks.equals("-") ? Optional.empty() : Optional.of(Double.parseDouble(ticks) * tick / requests);
    }
}
