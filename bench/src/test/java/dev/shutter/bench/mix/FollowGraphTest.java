package dev.shutter.bench.mix;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The mix's follow graph: made from its seed alone, heavy-tailed both ways, with no self or repeated follow. */
class FollowGraphTest {

    private static final MixConfig CONFIG = MixConfig.defaults();

    @Test
    @DisplayName("the same seed makes the same graph and holders; another seed another graph")
    void seeded() {
        // given
        FollowGraph one = FollowGraph.generate(CONFIG);
        FollowGraph again = FollowGraph.generate(CONFIG);
        FollowGraph other = FollowGraph.generate(MixConfig.parse(new String[] {"seed=41"}));
        // then
        assertThat(IntStream.range(0, one.users()).allMatch(u -> Arrays.equals(one.follows(u), again.follows(u))))
                .isTrue();
        assertThat(one.holders()).containsExactly(again.holders());
        assertThat(IntStream.range(0, one.users()).allMatch(u -> Arrays.equals(one.follows(u), other.follows(u))))
                .isFalse();
    }

    @Test
    @DisplayName("most users follow a few and a few follow hundreds: the out-degree is heavy-tailed")
    void outDegreeHeavyTailed() {
        // given
        FollowGraph graph = FollowGraph.generate(CONFIG);
        int[] out =
                IntStream.range(0, graph.users()).map(graph::outDegree).sorted().toArray();
        double mean = Arrays.stream(out).average().orElseThrow();
        // then: the median is far below the mean, and the top percent holds a large share of all follows
        assertThat(out[out.length / 2]).isLessThanOrEqualTo(3);
        assertThat(mean).isBetween(5.0, 30.0);
        assertThat(out[out.length - 1]).isGreaterThan(500);
        long topPercent = Arrays.stream(out, out.length - out.length / 100, out.length)
                .asLongStream()
                .sum();
        assertThat((double) topPercent / graph.edges()).isGreaterThan(0.2);
    }

    @Test
    @DisplayName(
            "popular users gather most followers: the top 1% of users by followers have a quarter of the follows (1% if drawn alike)")
    void popularTargets() {
        // given
        FollowGraph graph = FollowGraph.generate(CONFIG);
        int[] in = graph.inDegrees();
        Arrays.sort(in);
        // then
        long topPercent = Arrays.stream(in, in.length - in.length / 100, in.length)
                .asLongStream()
                .sum();
        assertThat((double) topPercent / graph.edges()).isGreaterThan(0.25);
        assertThat(in[in.length - 1]).isEqualTo(graph.inDegrees()[graph.atRank(0)]);
    }

    @Test
    @DisplayName("no one follows themselves or anyone twice, and the holders are distinct users")
    void wellFormed() {
        // given
        FollowGraph graph = FollowGraph.generate(CONFIG);
        // then
        for (int user = 0; user < graph.users(); user++) {
            int self = user;
            int[] targets = graph.follows(user);
            assertThat(targets).doesNotContain(self);
            assertThat(Arrays.stream(targets).distinct().count()).isEqualTo(targets.length);
        }
        assertThat(Arrays.stream(graph.holders()).distinct().count()).isEqualTo(CONFIG.tokens());
    }
}
