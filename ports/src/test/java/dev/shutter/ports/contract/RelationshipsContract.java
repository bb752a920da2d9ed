package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.EdgeCursor;
import dev.shutter.ports.out.EdgeEntry;
import dev.shutter.ports.out.PairLinks;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Edges, blocks and keyset pages of the relationship store. */
public abstract class RelationshipsContract extends StorageContract {

    static final Instant T0 = Instant.parse("2024-05-01T12:00:00.000001Z");
    static final UserId STAR = new UserId("1");

    @BeforeEach
    void users() {
        for (int i = 1; i <= 30; i++) {
            storage.users().add(User.of(new UserId(Integer.toString(i)), "user" + i), Option.none());
        }
    }

    @Test
    @DisplayName("an edge is NONE until set, takes its state, and is gone when set to NONE")
    void edgeStates() {
        UserId two = id(2);
        assertThat(storage.relationships().edge(two, STAR)).isEqualTo(Edge.NONE);
        storage.relationships().setEdge(two, STAR, Edge.REQUESTED, T0);
        assertThat(storage.relationships().edge(two, STAR)).isEqualTo(Edge.REQUESTED);
        assertThat(storage.relationships().edge(STAR, two)).isEqualTo(Edge.NONE);
        storage.relationships().setEdge(two, STAR, Edge.FOLLOWS, T0.plusSeconds(1));
        assertThat(storage.relationships().edge(two, STAR)).isEqualTo(Edge.FOLLOWS);
        storage.relationships().setEdge(two, STAR, Edge.NONE, T0.plusSeconds(2));
        assertThat(storage.relationships().edge(two, STAR)).isEqualTo(Edge.NONE);
        assertThat(page(STAR, Direction.INCOMING, Edge.FOLLOWS, Option.none(), 10))
                .isEmpty();
    }

    @Test
    @DisplayName("blocks are directed and can be lifted")
    void blocks() {
        storage.relationships().setBlock(STAR, id(2), true);
        storage.relationships().setBlock(STAR, id(2), true);
        assertThat(storage.relationships().blocks(STAR, id(2))).isTrue();
        assertThat(storage.relationships().blocks(id(2), STAR)).isFalse();
        storage.relationships().setBlock(STAR, id(2), false);
        assertThat(storage.relationships().blocks(STAR, id(2))).isFalse();
    }

    @Test
    @DisplayName("what is between two users reads both edges and both blocks, each from the right side")
    void between() {
        UserId two = id(2);
        UserId three = id(3);
        assertThat(storage.relationships().between(two, three))
                .isEqualTo(new PairLinks(Edge.NONE, Edge.NONE, false, false));
        storage.relationships().setEdge(two, three, Edge.REQUESTED, T0);
        storage.relationships().setEdge(three, two, Edge.FOLLOWS, T0);
        storage.relationships().setBlock(three, two, true);

        assertThat(storage.relationships().between(two, three))
                .isEqualTo(new PairLinks(Edge.REQUESTED, Edge.FOLLOWS, false, true));
        assertThat(storage.relationships().between(three, two))
                .isEqualTo(new PairLinks(Edge.FOLLOWS, Edge.REQUESTED, true, false));
        assertThat(storage.relationships().between(two, id(4)))
                .isEqualTo(new PairLinks(Edge.NONE, Edge.NONE, false, false));
    }

    @Test
    @DisplayName("the requesters of a user are those with a pending request to them")
    void requesters() {
        storage.relationships().setEdge(id(2), STAR, Edge.REQUESTED, T0);
        storage.relationships().setEdge(id(3), STAR, Edge.FOLLOWS, T0);
        storage.relationships().setEdge(id(4), STAR, Edge.REQUESTED, T0.plusSeconds(1));
        storage.relationships().setEdge(id(5), id(2), Edge.REQUESTED, T0);
        assertThat(storage.relationships().requestersOf(STAR)).containsExactlyInAnyOrder(id(2), id(4));
    }

    @Test
    @DisplayName("pages come newest first, ties broken by the higher id, each strictly after its cursor")
    void pagesNewestFirst() {
        // given: users 2..21 follow STAR; 2..11 at one instant, 12..21 one second each later
        for (int i = 2; i <= 11; i++) {
            storage.relationships().setEdge(id(i), STAR, Edge.FOLLOWS, T0);
        }
        for (int i = 12; i <= 21; i++) {
            storage.relationships().setEdge(id(i), STAR, Edge.FOLLOWS, T0.plusSeconds(i));
        }
        // when: walked in pages of 3
        List<UserId> walked = new ArrayList<>();
        Option<EdgeCursor> cursor = Option.none();
        for (int pages = 0; pages < 100; pages++) {
            List<EdgeEntry> page = page(STAR, Direction.INCOMING, Edge.FOLLOWS, cursor, 3);
            page.forEach(e -> walked.add(e.other()));
            if (page.size() < 3) {
                break;
            }
            cursor = Option.some(page.get(page.size() - 1).cursor());
        }
        // then
        List<UserId> expected = new ArrayList<>();
        for (int i = 21; i >= 2; i--) {
            expected.add(id(i));
        }
        assertThat(walked).containsExactlyElementsOf(expected);
    }

    @Test
    @DisplayName("outgoing and incoming lists, and each state, are kept apart")
    void directionsAndStates() {
        storage.relationships().setEdge(STAR, id(2), Edge.FOLLOWS, T0);
        storage.relationships().setEdge(STAR, id(3), Edge.REQUESTED, T0);
        storage.relationships().setEdge(id(4), STAR, Edge.FOLLOWS, T0);
        assertThat(others(page(STAR, Direction.OUTGOING, Edge.FOLLOWS, Option.none(), 10)))
                .containsExactly(id(2));
        assertThat(others(page(STAR, Direction.OUTGOING, Edge.REQUESTED, Option.none(), 10)))
                .containsExactly(id(3));
        assertThat(others(page(STAR, Direction.INCOMING, Edge.FOLLOWS, Option.none(), 10)))
                .containsExactly(id(4));
        assertThat(others(page(id(3), Direction.INCOMING, Edge.REQUESTED, Option.none(), 10)))
                .containsExactly(STAR);
    }

    @Test
    @DisplayName("a request that becomes a follow moves from one list to the other with its new time")
    void stateChangeMovesLists() {
        storage.relationships().setEdge(id(2), STAR, Edge.REQUESTED, T0);
        storage.relationships().setEdge(id(3), STAR, Edge.FOLLOWS, T0.plusSeconds(5));
        storage.relationships().setEdge(id(2), STAR, Edge.FOLLOWS, T0.plusSeconds(10));
        assertThat(page(STAR, Direction.INCOMING, Edge.REQUESTED, Option.none(), 10))
                .isEmpty();
        List<EdgeEntry> followers = page(STAR, Direction.INCOMING, Edge.FOLLOWS, Option.none(), 10);
        assertThat(others(followers)).containsExactly(id(2), id(3));
        assertThat(followers.get(0).at()).isEqualTo(T0.plusSeconds(10));
    }

    @Test
    @DisplayName("setting the state an edge already has keeps its time")
    void sameStateKeepsTime() {
        storage.relationships().setEdge(id(2), STAR, Edge.FOLLOWS, T0);
        storage.relationships().setEdge(id(2), STAR, Edge.FOLLOWS, T0.plusSeconds(100));
        assertThat(page(STAR, Direction.INCOMING, Edge.FOLLOWS, Option.none(), 10)
                        .get(0)
                        .at())
                .isEqualTo(T0);
    }

    @Test
    @DisplayName("a page restricted to some users leaves the others out and still fills up")
    void among() {
        for (int i = 2; i <= 21; i++) {
            storage.relationships().setEdge(id(i), STAR, Edge.FOLLOWS, T0.plusSeconds(i));
        }
        List<EdgeEntry> page = storage.relationships()
                .page(
                        STAR,
                        Direction.INCOMING,
                        Edge.FOLLOWS,
                        Option.none(),
                        2,
                        Option.some(Set.of(id(3), id(5), id(20))));
        assertThat(others(page)).containsExactly(id(20), id(5));
        List<EdgeEntry> next = storage.relationships()
                .page(
                        STAR,
                        Direction.INCOMING,
                        Edge.FOLLOWS,
                        Option.some(page.get(1).cursor()),
                        2,
                        Option.some(Set.of(id(3), id(5), id(20))));
        assertThat(others(next)).containsExactly(id(3));
    }

    private List<EdgeEntry> page(UserId user, Direction direction, Edge edge, Option<EdgeCursor> after, int limit) {
        return storage.relationships().page(user, direction, edge, after, limit, Option.none());
    }

    private static List<UserId> others(List<EdgeEntry> entries) {
        return entries.stream().map(EdgeEntry::other).toList();
    }

    static UserId id(int i) {
        return new UserId(Integer.toString(i));
    }
}
