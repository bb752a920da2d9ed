package dev.shutter.bench.mix;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The parameters of the mix, each with its default, read from {@code name=value} arguments (as {@code bench/run}
 * passes its variables):
 *
 * <ul>
 *   <li>{@code users} (10,000): the users of the graph;
 *   <li>{@code tokens} (128): how many of them hold a token, chosen at random; every request uses one of them
 *       at random;
 *   <li>{@code seed} (40): the seed of every random choice, so a run's data and requests can be made again;
 *   <li>{@code degree-exponent} (1.7) and {@code max-degree} (1,000): a user follows {@code d} others with a weight
 *       of {@code 1 / (d + 1)^1.7}, {@code d} from 0 to 999: most follow a few, some a great many;
 *   <li>{@code popularity-exponent} (1.0): whom they follow, and whom a request is about, is drawn Zipf-like over
 *       the users in an order of popularity shuffled with the seed;
 *   <li>{@code media} (1,000): media owned by the most popular users, each with 0 to 20 comments, drawn the same
 *       way;
 *   <li>{@code requests} (100,000): how many requests each load's table holds; wrk's threads go round them;
 *   <li>{@code mix} ({@link Shares#LINKBENCH}): the mix's shares of operations.
 * </ul>
 */
record MixConfig(
        int users,
        int tokens,
        long seed,
        double degreeExponent,
        int maxDegree,
        double popularityExponent,
        int media,
        int requests,
        Shares mix) {

    static final int PAGE = 50;
    static final int MOST_COMMENTS = 20;

    MixConfig {
        positive("users", users);
        positive("tokens", tokens);
        positive("max-degree", maxDegree);
        positive("media", media);
        positive("requests", requests);
        if (users < 2) {
            throw new IllegalArgumentException("users: at least 2, to follow one another");
        }
        if (tokens > users) {
            throw new IllegalArgumentException("tokens: at most the " + users + " users");
        }
        if (media > users) {
            throw new IllegalArgumentException("media: at most one per user, " + users);
        }
        if (!(degreeExponent >= 0) || !(popularityExponent >= 0)) {
            throw new IllegalArgumentException("the exponents are zero or more");
        }
    }

    static MixConfig defaults() {
        return parse(new String[0]);
    }

    static MixConfig parse(String[] arguments) {
        Map<String, String> given = new LinkedHashMap<>();
        for (String argument : arguments) {
            String[] pair = argument.split("=", 2);
            if (pair.length != 2 || given.put(pair[0], pair[1]) != null) {
                throw new IllegalArgumentException("'" + argument + "' is not name=value, or is given twice");
            }
        }
        MixConfig config = new MixConfig(
                whole(given, "users", 10_000),
                whole(given, "tokens", 128),
                Long.parseLong(given.getOrDefault("seed", "40")),
                number(given, "degree-exponent", 1.7),
                whole(given, "max-degree", 1_000),
                number(given, "popularity-exponent", 1.0),
                whole(given, "media", 1_000),
                whole(given, "requests", 100_000),
                Shares.parse(given.getOrDefault("mix", Shares.LINKBENCH)));
        given.keySet()
                .removeAll(java.util.List.of(
                        "users",
                        "tokens",
                        "seed",
                        "degree-exponent",
                        "max-degree",
                        "popularity-exponent",
                        "media",
                        "requests",
                        "mix"));
        if (!given.isEmpty()) {
            throw new IllegalArgumentException("unknown mix parameter(s) " + given.keySet());
        }
        return config;
    }

    private static int whole(Map<String, String> given, String name, int otherwise) {
        String value = given.get(name);
        try {
            return value == null ? otherwise : Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + ": '" + value + "' is not a whole number");
        }
    }

    private static double number(Map<String, String> given, String name, double otherwise) {
        String value = given.get(name);
        try {
            return value == null ? otherwise : Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + ": '" + value + "' is not a number");
        }
    }

    private static void positive(String name, int value) {
        if (value < 1) {
            throw new IllegalArgumentException(name + ": at least 1, not " + value);
        }
    }
}
