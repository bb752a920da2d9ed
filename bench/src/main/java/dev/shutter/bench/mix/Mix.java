package dev.shutter.bench.mix;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The realistic load of {@code bench/run}: many users and tokens on a heavy-tailed follow graph, reads and writes
 * mixed (docs/performance.md, "The mix"). From its parameters ({@link MixConfig}) it adds its data to the fixtures
 * document and writes into a folder the holders of tokens ({@value #HOLDERS}: user id, username, password) and one
 * table of requests a load ({@code <load>.requests}, see {@link MixRequests}): the mix, and the single-endpoint
 * loads with the same tokens and targets.
 */
public final class Mix {

    public static final String HOLDERS = "holders.tsv";
    /** The file, in a server's folder, of the tokens its holders got: {@code user-id<TAB>token}, in turn. */
    public static final String TOKENS = "mix-tokens.tsv";

    public static final int USER_ID = 0;
    public static final int USERNAME = 1;
    public static final int PASSWORD = 2;

    /** The loads besides the mix: one kind of request each, with the mix's tokens and targets. */
    static final Map<String, String> SINGLE_ENDPOINT = singleEndpoint();

    private Mix() {}

    private static Map<String, String> singleEndpoint() {
        Map<String, String> loads = new LinkedHashMap<>();
        loads.put("relationship", "relationship=1");
        loads.put("lists", "follows=1,followed-by=1");
        loads.put("writes", "follow=1,unfollow=1");
        return java.util.Collections.unmodifiableMap(loads);
    }

    /** Adds the mix to {@code fixtures} and writes its files into {@code folder}; answers what it made, in words. */
    public static String write(ObjectNode fixtures, Path folder, String[] parameters) throws IOException {
        MixConfig config = MixConfig.parse(parameters);
        FollowGraph graph = FollowGraph.generate(config);
        MixFixtures.addTo(fixtures, graph, config);
        Files.createDirectories(folder);
        StringBuilder holders = new StringBuilder();
        for (int holder : graph.holders()) {
            holders.append(MixIds.user(holder))
                    .append('\t')
                    .append(MixIds.username(holder))
                    .append('\t')
                    .append(MixFixtures.password(holder))
                    .append('\n');
        }
        Files.writeString(folder.resolve(HOLDERS), holders);
        Map<String, Shares> loads = new LinkedHashMap<>();
        loads.put("mix", config.mix());
        SINGLE_ENDPOINT.forEach((name, shares) -> loads.put(name, Shares.parse(shares)));
        long seed = config.seed();
        for (Map.Entry<String, Shares> load : loads.entrySet()) {
            seed += 1000;
            Files.write(
                    folder.resolve(load.getKey() + ".requests"),
                    MixRequests.table(config, graph, load.getValue(), seed));
        }
        return describe(config, graph);
    }

    /** The graph in numbers: users, follows, the out-degree's median, 99th percentile and most, the most followed. */
    static String describe(MixConfig config, FollowGraph graph) {
        int[] out = new int[graph.users()];
        for (int user = 0; user < out.length; user++) {
            out[user] = graph.outDegree(user);
        }
        Arrays.sort(out);
        int[] in = graph.inDegrees();
        Arrays.sort(in);
        return String.format(
                Locale.ROOT,
                "%,d users, %,d follows (out-degree median %d, p99 %d, most %d; the most followed user has %,d"
                        + " followers), %d tokens, %d media, seed %d; shares: %s",
                graph.users(),
                graph.edges(),
                out[out.length / 2],
                out[(int) (out.length * 0.99)],
                out[out.length - 1],
                in[in.length - 1],
                config.tokens(),
                config.media(),
                config.seed(),
                config.mix());
    }
}
