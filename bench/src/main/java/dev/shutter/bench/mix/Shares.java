package dev.shutter.bench.mix;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;

/**
 * How a load's requests are shared among the operations, as written {@code follows=25,relationship=14,...}: each
 * operation's weight, a share of their sum (so percents read as percents).
 */
record Shares(Map<Operation, Double> weights) {

    /**
     * LinkBench's shares of operations mapped onto {@code /v1}: its link-list reads (50.7%) as list pages, its
     * node reads (12.9%) and multigets as relationship reads, its link counts (4.9%) as comment lists, and its
     * writes (31%: links 20%, nodes 11%) as follows, unfollows, comments posted and deleted.
     */
    static final String LINKBENCH =
            "follows=25,followed-by=25,relationship=14,comments=5,follow=10,unfollow=10," + "comment=5.5,uncomment=5.5";

    Shares {
        weights = Collections.unmodifiableMap(new EnumMap<>(weights));
        if (weights.isEmpty()
                || weights.values().stream().mapToDouble(Double::doubleValue).sum() <= 0) {
            throw new IllegalArgumentException("a load needs at least one operation with a share above zero");
        }
    }

    static Shares parse(String written) {
        Map<Operation, Double> weights = new EnumMap<>(Operation.class);
        for (String part : written.split(",")) {
            String[] pair = part.trim().split("=", 2);
            if (pair.length != 2) {
                throw new IllegalArgumentException("'" + part.trim() + "' is not operation=share");
            }
            Operation operation = Operation.named(pair[0].trim());
            double weight;
            try {
                weight = Double.parseDouble(pair[1].trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("the share of " + pair[0].trim() + " is not a number: " + pair[1]);
            }
            if (!(weight >= 0) || Double.isInfinite(weight)) {
                throw new IllegalArgumentException("the share of " + pair[0].trim() + " is below zero: " + pair[1]);
            }
            if (weights.put(operation, weight) != null) {
                throw new IllegalArgumentException(pair[0].trim() + " is given more than once");
            }
        }
        return new Shares(weights);
    }

    /** The operation's share of the whole, from 0 to 1. */
    double share(Operation operation) {
        double total =
                weights.values().stream().mapToDouble(Double::doubleValue).sum();
        return weights.getOrDefault(operation, 0.0) / total;
    }

    Operation pick(Random random) {
        double drawn = random.nextDouble();
        double cumulative = 0;
        Operation last = null;
        for (Map.Entry<Operation, Double> entry : weights.entrySet()) {
            if (entry.getValue() <= 0) {
                continue;
            }
            last = entry.getKey();
            cumulative += share(last);
            if (drawn < cumulative) {
                return last;
            }
        }
        return last;
    }

    @Override
    public String toString() {
        return weights.entrySet().stream()
                .filter(entry -> entry.getValue() > 0)
                .map(entry ->
                        String.format(Locale.ROOT, "%s %.1f%%", entry.getKey().wireName(), 100 * share(entry.getKey())))
                .collect(Collectors.joining(", "));
    }
}
