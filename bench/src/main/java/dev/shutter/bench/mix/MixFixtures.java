package dev.shutter.bench.mix;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Random;

/**
 * The mix's data in a fixtures document (docs/server.md, "Fixtures"): its users (those who hold a token with a
 * password, to log in), their follows, the media of the most popular users with 0 to {@value
 * MixConfig#MOST_COMMENTS} comments each by users drawn at random.
 */
public final class MixFixtures {

    private MixFixtures() {}

    static void addTo(ObjectNode fixtures, FollowGraph graph, MixConfig config) {
        ArrayNode users = array(fixtures, "users");
        boolean[] holds = new boolean[graph.users()];
        for (int holder : graph.holders()) {
            holds[holder] = true;
        }
        for (int user = 0; user < graph.users(); user++) {
            ObjectNode entry = users.addObject().put("id", MixIds.user(user)).put("username", MixIds.username(user));
            if (holds[user]) {
                entry.put("password", password(user));
            }
        }
        ArrayNode edges = array(fixtures, "follows");
        for (int user = 0; user < graph.users(); user++) {
            for (int target : graph.follows(user)) {
                edges.addObject()
                        .put("from", MixIds.user(user))
                        .put("to", MixIds.user(target))
                        .put("status", "follows");
            }
        }
        ArrayNode media = array(fixtures, "media");
        ArrayNode comments = array(fixtures, "comments");
        Random random = new Random(config.seed() + 1);
        long comment = MixIds.FIRST_COMMENT;
        for (int rank = 0; rank < config.media(); rank++) {
            String id = MixIds.media(graph, rank);
            media.addObject().put("id", id).put("owner", MixIds.user(graph.atRank(rank)));
            int count = random.nextInt(MixConfig.MOST_COMMENTS + 1);
            for (int i = 0; i < count; i++) {
                comments.addObject()
                        .put("id", Long.toString(comment++))
                        .put("media", id)
                        .put("from", MixIds.user(random.nextInt(graph.users())))
                        .put("text", "Comment " + (i + 1) + " of the mix: what a view #mix")
                        .put("created_time", Long.toString(1_400_000_000L + 60L * i));
            }
        }
    }

    /** The document's array {@code name}, added when it has none. */
    private static ArrayNode array(ObjectNode fixtures, String name) {
        return fixtures.has(name) ? (ArrayNode) fixtures.get(name) : fixtures.putArray(name);
    }

    static String password(int user) {
        return "mix password " + MixIds.user(user);
    }
}
