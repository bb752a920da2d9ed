package dev.shutter.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one {@code wrk --latency} run printed: throughput, the median and 99th percentile latency, the answers by
 * status class when the script counted them ({@code wrk/mix.lua}; empty otherwise), and whatever makes the run
 * unusable (socket errors, non-2xx answers, no requests, codes run out).
 */
record WrkResult(
        long requests,
        double seconds,
        double requestsPerSecond,
        double p50Millis,
        double p99Millis,
        List<String> problems,
        String answers) {

    /** The line the code-exchange script prints when a thread ran out of fresh codes. */
    static final String CODES_RAN_OUT = "BENCH: codes ran out";

    private static final Pattern RATE = Pattern.compile("Requests/sec:\\s+([0-9.]+)");
    private static final Pattern TOTAL = Pattern.compile("(\\d+) requests in ([0-9.]+)(us|ms|s|m|h)");
    private static final Pattern PERCENTILE =
            Pattern.compile("^\\s+(50|99)(?:\\.000)?%\\s+([0-9.]+)(us|ms|s|m|h)\\s*$", Pattern.MULTILINE);
    private static final Pattern SOCKET_ERRORS =
            Pattern.compile("Socket errors: connect (\\d+), read (\\d+), write (\\d+), timeout (\\d+)");
    private static final Pattern NON_2XX = Pattern.compile("Non-2xx or 3xx responses: (\\d+)");

    /** The line the mix's script prints: its answers by status class. */
    static final Pattern ANSWERS =
            Pattern.compile("BENCH answers: 2xx (\\d+), 3xx (\\d+), 4xx (\\d+) \\(429 (\\d+)\\), 5xx (\\d+)");

    WrkResult {
        problems = List.copyOf(problems);
    }

    WrkResult(
            long requests,
            double seconds,
            double requestsPerSecond,
            double p50Millis,
            double p99Millis,
            List<String> problems) {
        this(requests, seconds, requestsPerSecond, p50Millis, p99Millis, problems, "");
    }

    boolean ok() {
        return problems.isEmpty();
    }

    /** Reads the output of {@code wrk --latency}. */
    static WrkResult parse(String output) {
        List<String> problems = new ArrayList<>();
        double rate =
                find(RATE, output).map(m -> Double.parseDouble(m.group(1))).orElse(0.0);
        long requests = 0;
        double seconds = 0;
        Matcher total = TOTAL.matcher(output);
        if (total.find()) {
            requests = Long.parseLong(total.group(1));
            seconds = millis(total.group(2), total.group(3)) / 1000;
            if (requests == 0) {
                problems.add("no request completed");
            }
        } else {
            problems.add("wrk printed no result");
        }
        double p50 = Double.NaN;
        double p99 = Double.NaN;
        Matcher percentile = PERCENTILE.matcher(output);
        while (percentile.find()) {
            double value = millis(percentile.group(2), percentile.group(3));
            if (percentile.group(1).equals("50")) {
                p50 = value;
            } else {
                p99 = value;
            }
        }
        if (Double.isNaN(p50) || Double.isNaN(p99)) {
            problems.add("no latency distribution (run wrk with --latency)");
        }
        find(SOCKET_ERRORS, output).ifPresent(m -> {
            long errors = 0;
            for (int i = 1; i <= 4; i++) {
                errors += Long.parseLong(m.group(i));
            }
            if (errors > 0) {
                problems.add(m.group().toLowerCase(Locale.ROOT));
            }
        });
        find(NON_2XX, output).ifPresent(m -> problems.add(m.group(1) + " answers were not 2xx or 3xx"));
        if (output.contains(CODES_RAN_OUT)) {
            problems.add("the fresh codes ran out (raise BENCH_CODE_RATE)");
        }
        String answers = find(ANSWERS, output)
                .map(m -> {
                    long refused = Long.parseLong(m.group(3)) - Long.parseLong(m.group(4));
                    if (Long.parseLong(m.group(2)) + Long.parseLong(m.group(3)) + Long.parseLong(m.group(5)) > 0) {
                        problems.add(String.format(
                                Locale.ROOT,
                                "answers 3xx %s, 4xx %d, 429 %s, 5xx %s",
                                m.group(2),
                                refused,
                                m.group(4),
                                m.group(5)));
                    }
                    return String.format(
                            Locale.ROOT,
                            "2xx %,d; 4xx %,d; 429 %,d; 5xx %,d",
                            Long.parseLong(m.group(1)),
                            refused,
                            Long.parseLong(m.group(4)),
                            Long.parseLong(m.group(5)));
                })
                .orElse("");
        return new WrkResult(requests, seconds, rate, p50, p99, problems, answers);
    }

    private static Optional<Matcher> find(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        return matcher.find() ? Optional.of(matcher) : Optional.empty();
    }

    private static double millis(String number, String unit) {
        double value = Double.parseDouble(number);
        return switch (unit) {
            case "us" -> value / 1000;
            case "ms" -> value;
            case "s" -> value * 1000;
            case "m" -> value * 60_000;
            case "h" -> value * 3_600_000;
            default -> throw new IllegalArgumentException("unknown unit " + unit);
        };
    }
}
