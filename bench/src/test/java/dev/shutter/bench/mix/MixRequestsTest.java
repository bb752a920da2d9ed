package dev.shutter.bench.mix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The tables of requests: seeded, in the shares asked, over every token, each line what the script reads. */
class MixRequestsTest {

    private static final MixConfig CONFIG = MixConfig.parse(new String[] {"users=2000", "requests=40000"});
    private static final FollowGraph GRAPH = FollowGraph.generate(CONFIG);

    @Test
    @DisplayName("the same seed makes the same table, another seed another")
    void seeded() {
        // when
        List<String> one = MixRequests.table(CONFIG, GRAPH, CONFIG.mix(), 7);
        List<String> again = MixRequests.table(CONFIG, GRAPH, CONFIG.mix(), 7);
        List<String> other = MixRequests.table(CONFIG, GRAPH, CONFIG.mix(), 8);
        // then
        assertThat(one).isEqualTo(again).hasSize(40_000);
        assertThat(other).isNotEqualTo(one);
    }

    @Test
    @DisplayName("LinkBench's shares by default: half list pages, 14% relationships, 5% comment lists, 31% writes")
    void linkBenchShares() {
        // when
        Map<Operation, Integer> counted = count(MixRequests.table(CONFIG, GRAPH, CONFIG.mix(), 7));
        double total = CONFIG.requests();
        // then: within a point of the shares asked (an unfollow by someone who follows no one is a follow)
        assertThat((counted.get(Operation.FOLLOWS) + counted.get(Operation.FOLLOWED_BY)) / total)
                .isCloseTo(0.50, within(0.01));
        assertThat(counted.get(Operation.RELATIONSHIP) / total).isCloseTo(0.14, within(0.01));
        assertThat(counted.get(Operation.COMMENTS) / total).isCloseTo(0.05, within(0.01));
        long writes = counted.entrySet().stream()
                .filter(entry -> entry.getKey().writes())
                .mapToLong(Map.Entry::getValue)
                .sum();
        assertThat(writes / total).isCloseTo(0.31, within(0.01));
        assertThat(counted.get(Operation.COMMENT) / total).isCloseTo(0.055, within(0.01));
        assertThat(counted.get(Operation.UNCOMMENT) / total).isCloseTo(0.055, within(0.01));
        assertThat((counted.get(Operation.FOLLOW) + counted.get(Operation.UNFOLLOW)) / total)
                .isCloseTo(0.20, within(0.01));
    }

    @Test
    @DisplayName("other shares are kept as configured: a table of relationship reads only holds nothing else")
    void configuredShares() {
        // when
        Map<Operation, Integer> counted =
                count(MixRequests.table(CONFIG, GRAPH, Shares.parse("relationship=3,comments=1"), 7));
        // then
        assertThat(counted.get(Operation.RELATIONSHIP) / (double) CONFIG.requests())
                .isCloseTo(0.75, within(0.01));
        assertThat(counted.get(Operation.COMMENTS) / (double) CONFIG.requests()).isCloseTo(0.25, within(0.01));
        assertThat(counted.get(Operation.FOLLOW)).isZero();
    }

    @Test
    @DisplayName("every token is used, and no relationship targets its caller")
    void manyTokens() {
        // given
        List<String> table = MixRequests.table(CONFIG, GRAPH, CONFIG.mix(), 7);
        int[] holders = GRAPH.holders();
        Set<String> tokens = new HashSet<>();
        // then
        for (String line : table) {
            String[] fields = line.split("\t");
            assertThat(fields).hasSize(5);
            if (!fields[1].equals("-")) {
                tokens.add(fields[1]);
                if (fields[3].endsWith("/relationship")) {
                    String caller = MixIds.user(holders[Integer.parseInt(fields[1])]);
                    assertThat(fields[3]).isNotEqualTo("/v1/users/" + caller + "/relationship");
                }
            }
        }
        assertThat(tokens).hasSize(CONFIG.tokens());
    }

    @Test
    @DisplayName("a share that is not a number, an unknown operation or a parameter given twice is refused by name")
    void badParameters() {
        assertThatThrownBy(() -> Shares.parse("follows=lots")).hasMessage("the share of follows is not a number: lots");
        assertThatThrownBy(() -> Shares.parse("likes=3")).hasMessageStartingWith("no operation 'likes'");
        assertThatThrownBy(() -> MixConfig.parse(new String[] {"users=10", "users=20"}))
                .hasMessageContaining("given twice");
        assertThatThrownBy(() -> MixConfig.parse(new String[] {"tokens=20", "users=10"}))
                .hasMessage("tokens: at most the 10 users");
    }

    private static Map<Operation, Integer> count(List<String> table) {
        Map<Operation, Integer> counted = new EnumMap<>(Operation.class);
        for (Operation operation : Operation.values()) {
            counted.put(operation, 0);
        }
        table.forEach(line -> counted.merge(MixRequests.operation(line), 1, Integer::sum));
        return counted;
    }
}
