package dev.shutter.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The cluster run's checks find what they are there to find, and pass what is right. */
@DisplayName("The cluster run's checks")
class ChecksTest {

    @Test
    @DisplayName("a follow acknowledged and missing, or an unfollow acknowledged and still there, is reported")
    void follows() {
        // given: 3001 followed, 3002 followed then unfollowed, 3003 followed then an unfollow without an answer
        Ledger ledger = new Ledger();
        ledger.followed("3001", true);
        ledger.followed("3002", true);
        ledger.followed("3002", false);
        ledger.followed("3003", true);
        ledger.followUnsure("3003");

        // then
        assertThat(Checks.follows("n1", "load0", ledger, Set.of("3001"))).isEmpty();
        assertThat(Checks.follows("n1", "load0", ledger, Set.of("3001", "3003")))
                .isEmpty();
        assertThat(Checks.follows("n1", "load0", ledger, Set.of()))
                .containsExactly("n1: load0's acknowledged follow of 3001 is missing");
        assertThat(Checks.follows("n1", "load0", ledger, Set.of("3001", "3002")))
                .containsExactly(
                        "n1: load0 follows 3002, though its last acknowledged write unfollowed or never" + " followed");
    }

    @Test
    @DisplayName("a comment lost, a deleted one back, or more unknown comments than unanswered posts is reported")
    void comments() {
        // given: a kept, b deleted, one post without an answer
        Ledger ledger = new Ledger();
        ledger.posted("a");
        ledger.posted("b");
        ledger.deleted("b");
        ledger.postUnsure();

        // then
        assertThat(Checks.comments("db", "load0", ledger, Set.of("a"))).isEmpty();
        assertThat(Checks.comments("db", "load0", ledger, Set.of("a", "x"))).isEmpty();
        assertThat(Checks.comments("db", "load0", ledger, Set.of()))
                .containsExactly("db: load0's acknowledged comment \"a\" is missing");
        assertThat(Checks.comments("db", "load0", ledger, Set.of("a", "b")))
                .containsExactly("db: load0's comment \"b\" is still there after its acknowledged delete");
        assertThat(Checks.comments("db", "load0", ledger, Set.of("a", "x", "y")))
                .containsExactly("db: 2 comments of load0 that it never posted (only 1 posts got no answer)");
    }

    @Test
    @DisplayName("webhooks: all in order pass; one missing, out of order, unknown or repeated too often fails")
    void webhooks() {
        List<String> outbox = List.of("evt_1-1", "evt_1-2", "evt_2-3");

        assertThat(Checks.webhooks(outbox, outbox, 0)).isEmpty();
        // the event in hand of a killed node, sent again by the next: allowed once
        assertThat(Checks.webhooks(outbox, List.of("evt_1-1", "evt_1-2", "evt_1-2", "evt_2-3"), 1))
                .isEmpty();
        assertThat(Checks.webhooks(outbox, List.of("evt_1-1", "evt_1-2", "evt_1-2", "evt_2-3"), 0))
                .containsExactly("1 events delivered twice (at most 0 expected)");
        assertThat(Checks.webhooks(outbox, List.of("evt_1-1", "evt_2-3"), 1))
                .containsExactly("1 events never delivered, the first evt_1-2");
        assertThat(Checks.webhooks(outbox, List.of("evt_1-2", "evt_1-1", "evt_2-3"), 1))
                .containsExactly("deliveries out of order from the 1th: evt_1-2 came where evt_1-1 was due");
        assertThat(Checks.webhooks(outbox, List.of("evt_1-1", "evt_1-2", "evt_9-9", "evt_2-3"), 1))
                .containsExactly("1 deliveries of events the outbox does not hold");
    }

    @Test
    @DisplayName("a budget spent up to its limit passes, one more request allowed fails")
    void budget() {
        assertThat(Checks.budget("a token", 40, 40)).isEmpty();
        assertThat(Checks.budget("a token", 41, 40))
                .containsExactly("a token: 41 requests allowed, over the limit of 40");
    }
}
