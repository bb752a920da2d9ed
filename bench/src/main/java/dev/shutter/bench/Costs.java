package dev.shutter.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What a row's requests cost the machine, from {@code /proc} read by {@code bench/run} just before and just
 * after the measured run: the server's CPU time (user and system, every thread), its context switches
 * (voluntary and not, summed over its threads), the CPU time of the PostgreSQL backends that served its
 * connections (none in memory), and that of the Redis server for a server with its counts in Redis. Each
 * divided by the requests wrk counted.
 *
 * <p>The file holds one line: {@code cpu-ticks context-switches postgres-ticks redis-ticks ticks-per-second},
 * each a difference over the run; {@code postgres-ticks} is {@code -} when no backend served the server, {@code
 * redis-ticks} when the server kept no counts in Redis.
 */
record Costs(
        double cpuMicros, double contextSwitches, Optional<Double> postgresCpuMicros, Optional<Double> redisCpuMicros) {

    /** The costs per request of a file of {@code bench/run}; none when the file is missing or unreadable. */
    static Optional<Costs> read(Path file, long requests) throws IOException {
        if (requests <= 0 || !Files.exists(file)) {
            return Optional.empty();
        }
        String[] fields = Files.readString(file).trim().split("\\s+");
        if (fields.length != 5) {
            return Optional.empty();
        }
        double tick = 1_000_000.0 / Double.parseDouble(fields[4]);
        return Optional.of(new Costs(
                Double.parseDouble(fields[0]) * tick / requests,
                Double.parseDouble(fields[1]) / requests,
                perRequest(fields[2], tick, requests),
                perRequest(fields[3], tick, requests)));
    }

    /** Ticks, or {@code -} for none, as µs a request. */
    private static Optional<Double> perRequest(String ticks, double tick, long requests) {
        return ticks.equals("-") ? Optional.empty() : Optional.of(Double.parseDouble(ticks) * tick / requests);
    }
}
