package dev.shutter.bench.mix;

import java.util.Arrays;
import java.util.Random;

/**
 * Ranks drawn Zipf-like: rank {@code r} (0 the most popular) with a weight of {@code 1 / (r + 1)^exponent}, by
 * its cumulative weights searched in halves. Exponent 0 draws every rank alike.
 */
final class Zipf {

    private final double[] cumulative;

    Zipf(int ranks, double exponent) {
        if (ranks < 1) {
            throw new IllegalArgumentException("a Zipf draw needs at least one rank, not " + ranks);
        }
        if (!(exponent >= 0)) {
            throw new IllegalArgumentException("a Zipf exponent is zero or more, not " + exponent);
        }
        cumulative = new double[ranks];
        double total = 0;
        for (int rank = 0; rank < ranks; rank++) {
            total += Math.pow(rank + 1, -exponent);
            cumulative[rank] = total;
        }
    }

    int ranks() {
        return cumulative.length;
    }

    /** A rank from 0 to {@code ranks() - 1}. */
    int rank(Random random) {
        double drawn = random.nextDouble() * cumulative[cumulative.length - 1];
        int found = Arrays.binarySearch(cumulative, drawn);
        int rank = found >= 0 ? found + 1 : -found - 1;
        return Math.min(rank, cumulative.length - 1);
    }
}
