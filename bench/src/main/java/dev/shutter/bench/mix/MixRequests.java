package dev.shutter.bench.mix;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * A load's requests as a table that {@code wrk/mix.lua} sends in turn: each line {@code operation, token, method,
 * path, body}, tab-separated ({@code -} for none), the token being an index into the holders' tokens. Each
 * request's token is drawn at random, its user or media Zipf-like by popularity (never the caller as the target of
 * a relationship). A follow is of someone the caller does not follow yet, an unfollow of someone they follow, as
 * far as the table's own order goes (a follow when they follow no one); a comment names its media and its token in
 * its text, so that the script can delete it later with its author's token ({@code uncomment} lines carry no
 * target: the script takes the oldest comment it posted).
 */
final class MixRequests {

    private MixRequests() {}

    static List<String> table(MixConfig config, FollowGraph graph, Shares shares, long seed) {
        Random random = new Random(seed);
        int[] holders = graph.holders();
        List<List<Integer>> following = new ArrayList<>();
        List<Set<Integer>> followed = new ArrayList<>();
        for (int holder : holders) {
            List<Integer> targets = new ArrayList<>();
            for (int target : graph.follows(holder)) {
                targets.add(target);
            }
            following.add(targets);
            followed.add(new HashSet<>(targets));
        }
        Zipf media = new Zipf(config.media(), config.popularityExponent());
        List<String> lines = new ArrayList<>(config.requests());
        for (int i = 0; i < config.requests(); i++) {
            Operation operation = shares.pick(random);
            int token = random.nextInt(holders.length);
            int caller = holders[token];
            if (operation == Operation.UNFOLLOW && following.get(token).isEmpty()) {
                operation = Operation.FOLLOW;
            }
            String line = switch (operation) {
                case FOLLOWS ->
                    get(
                            operation,
                            token,
                            "/v1/users/" + MixIds.user(graph.popularUser(random)) + "/follows?count=" + MixConfig.PAGE);
                case FOLLOWED_BY ->
                    get(
                            operation,
                            token,
                            "/v1/users/" + MixIds.user(graph.popularUser(random)) + "/followed-by?count="
                                    + MixConfig.PAGE);
                case RELATIONSHIP ->
                    get(operation, token, "/v1/users/" + MixIds.user(other(graph, caller, random)) + "/relationship");
                case COMMENTS ->
                    get(operation, token, "/v1/media/" + MixIds.media(graph, media.rank(random)) + "/comments");
                case FOLLOW -> {
                    int target = unfollowed(graph, caller, followed.get(token), random);
                    if (followed.get(token).add(target)) {
                        following.get(token).add(target);
                    }
                    yield post(operation, token, "/v1/users/" + MixIds.user(target) + "/relationship", "action=follow");
                }
                case UNFOLLOW -> {
                    List<Integer> targets = following.get(token);
                    int at = random.nextInt(targets.size());
                    int target = targets.get(at);
                    targets.set(at, targets.get(targets.size() - 1));
                    targets.remove(targets.size() - 1);
                    followed.get(token).remove(target);
                    yield post(
                            operation, token, "/v1/users/" + MixIds.user(target) + "/relationship", "action=unfollow");
                }
                case COMMENT -> {
                    String on = MixIds.media(graph, media.rank(random));
                    yield post(
                            operation,
                            token,
                            "/v1/media/" + on + "/comments",
                            "text="
                                    + URLEncoder.encode(
                                            "Lovely light in this one, mix m=" + on + " t=" + token,
                                            StandardCharsets.UTF_8));
                }
                case UNCOMMENT -> String.join("\t", operation.wireName(), "-", "DELETE", "-", "-");
            };
            lines.add(line);
        }
        return lines;
    }

    /** The operation the table line names. */
    static Operation operation(String line) {
        return Operation.named(line.substring(0, line.indexOf('\t')));
    }

    private static String get(Operation operation, int token, String path) {
        return String.join("\t", operation.wireName(), Integer.toString(token), "GET", path, "-");
    }

    private static String post(Operation operation, int token, String path, String body) {
        return String.join("\t", operation.wireName(), Integer.toString(token), "POST", path, body);
    }

    /** A popular user other than the caller. */
    private static int other(FollowGraph graph, int caller, Random random) {
        int user = graph.popularUser(random);
        while (user == caller) {
            user = graph.popularUser(random);
        }
        return user;
    }

    /** A popular user the caller does not follow, or after some tries anyone but the caller. */
    private static int unfollowed(FollowGraph graph, int caller, Set<Integer> followed, Random random) {
        int user = other(graph, caller, random);
        for (int tries = 0; followed.contains(user) && tries < 50; tries++) {
            user = other(graph, caller, random);
        }
        return user;
    }
}
