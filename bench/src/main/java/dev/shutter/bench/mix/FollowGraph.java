package dev.shutter.bench.mix;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;

/**
 * The mix's users and who follows whom, made from the seed alone (users are numbered 0 to {@code users - 1}):
 * an order of popularity shuffled from the seed, each user's number of follows drawn power-law (LinkBench's
 * heavy-tailed out-degree), whom they follow drawn Zipf-like over that order (popular users gather most
 * followers), and the users who hold a token, drawn at random.
 */
final class FollowGraph {

    private final int[] byPopularity;
    private final int[][] follows;
    private final int[] holders;
    private final Zipf popular;

    private FollowGraph(int[] byPopularity, int[][] follows, int[] holders, Zipf popular) {
        this.byPopularity = byPopularity;
        this.follows = follows;
        this.holders = holders;
        this.popular = popular;
    }

    static FollowGraph generate(MixConfig config) {
        Random random = new Random(config.seed());
        int users = config.users();
        int[] byPopularity = shuffled(users, random);
        Zipf popular = new Zipf(users, config.popularityExponent());
        Zipf degrees = new Zipf(Math.min(config.maxDegree(), users - 1) + 1, config.degreeExponent());
        int[][] follows = new int[users][];
        for (int user = 0; user < users; user++) {
            int degree = degrees.rank(random);
            Set<Integer> chosen = new HashSet<>();
            // Popular users are drawn again and again; a user who follows many takes the next ones in order.
            for (int tries = 0; chosen.size() < degree && tries < 20 * degree; tries++) {
                int target = byPopularity[popular.rank(random)];
                if (target != user) {
                    chosen.add(target);
                }
            }
            for (int rank = 0; chosen.size() < degree; rank++) {
                if (byPopularity[rank] != user) {
                    chosen.add(byPopularity[rank]);
                }
            }
            follows[user] = chosen.stream().mapToInt(Integer::intValue).sorted().toArray();
        }
        int[] holders = Arrays.copyOf(shuffled(users, random), config.tokens());
        return new FollowGraph(byPopularity, follows, holders, popular);
    }

    int users() {
        return follows.length;
    }

    /** The users {@code user} follows, in increasing order. */
    int[] follows(int user) {
        return follows[user].clone();
    }

    int outDegree(int user) {
        return follows[user].length;
    }

    int edges() {
        return Arrays.stream(follows).mapToInt(targets -> targets.length).sum();
    }

    /** How many follow each user. */
    int[] inDegrees() {
        int[] in = new int[follows.length];
        for (int[] targets : follows) {
            for (int target : targets) {
                in[target]++;
            }
        }
        return in;
    }

    /** The users who hold a token, token 0 first. */
    int[] holders() {
        return holders.clone();
    }

    /** The user at popularity rank {@code rank} (0 the most popular). */
    int atRank(int rank) {
        return byPopularity[rank];
    }

    /** A user drawn Zipf-like by popularity. */
    int popularUser(Random random) {
        return byPopularity[popular.rank(random)];
    }

    private static int[] shuffled(int n, Random random) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int kept = order[i];
            order[i] = order[j];
            order[j] = kept;
        }
        return order;
    }
}
