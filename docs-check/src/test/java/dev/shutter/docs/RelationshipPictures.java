package dev.shutter.docs;

import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.PairState;
import dev.shutter.domain.relationship.RelationshipAction;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * The two relationship pictures of docs/concepts.md, drawn from the domain's own rules: every state a picture
 * names is given by representatives that keep the invariants, every move is run through {@link
 * PairState#apply} (or the turn to public), and an arrow is drawn where the state a picture shows changes.
 * A move whose outcome depends on who is private gets the condition in its label.
 */
final class RelationshipPictures {

    /** One representative pair of a picture's state: the pair seen from me, and whether the condition holds. */
    private record Representative(PairState pair, boolean isPrivate) {}

    /** A move: its label, and the pair after it (empty when refused). */
    private record Move(String label, Function<Representative, PairState> outcome) {}

    private RelationshipPictures() {}

    /** My edge to them and my block: my actions, and their turning public. */
    static Set<String> outgoing() {
        List<Representative> states = new ArrayList<>();
        for (Edge mine : Edge.values()) {
            for (boolean iBlock : List.of(false, true)) {
                for (boolean theyArePrivate : List.of(false, true)) {
                    PairState pair = new PairState(mine, Edge.NONE, iBlock, false, theyArePrivate);
                    if (pair.invariantsHold(false)) {
                        states.add(new Representative(pair, theyArePrivate));
                    }
                }
            }
        }
        List<Move> moves = new ArrayList<>();
        for (RelationshipAction action : List.of(
                RelationshipAction.FOLLOW,
                RelationshipAction.UNFOLLOW,
                RelationshipAction.BLOCK,
                RelationshipAction.UNBLOCK)) {
            moves.add(new Move(action.wireName(), r -> r.pair().apply(action).getOrNull()));
        }
        moves.add(new Move("they turn public", r -> r.isPrivate() ? r.pair().afterTheyTurnPublic() : null));
        return draw(states, moves, p -> p.iBlock() ? "blocked" : p.mine().wireName(), "they are");
    }

    /** Their edge to me and my block: my answers and blocks, their follows, and my turning public. */
    static Set<String> incoming() {
        List<Representative> states = new ArrayList<>();
        for (Edge theirs : Edge.values()) {
            for (boolean iBlock : List.of(false, true)) {
                for (boolean iAmPrivate : List.of(false, true)) {
                    PairState pair = new PairState(Edge.NONE, theirs, iBlock, false, false);
                    if (pair.invariantsHold(iAmPrivate)) {
                        states.add(new Representative(pair, iAmPrivate));
                    }
                }
            }
        }
        List<Move> moves = new ArrayList<>();
        for (RelationshipAction action : List.of(
                RelationshipAction.APPROVE,
                RelationshipAction.DENY,
                RelationshipAction.BLOCK,
                RelationshipAction.UNBLOCK)) {
            moves.add(new Move(action.wireName(), r -> r.pair().apply(action).getOrNull()));
        }
        for (RelationshipAction action : List.of(RelationshipAction.FOLLOW, RelationshipAction.UNFOLLOW)) {
            moves.add(new Move(
                    "they " + action.wireName(),
                    r -> asTheySeeIt(r, pair -> pair.apply(action).getOrNull())));
        }
        moves.add(
                new Move("I turn public", r -> r.isPrivate() ? asTheySeeIt(r, PairState::afterTheyTurnPublic) : null));
        return draw(states, moves, p -> p.incomingStatus().wireName(), "I am");
    }

    /** Runs {@code move} on the pair as they see it (me private or not), and answers it as I see it. */
    private static PairState asTheySeeIt(Representative r, UnaryOperator<PairState> move) {
        PairState mine = r.pair();
        PairState after =
                move.apply(new PairState(mine.theirs(), mine.mine(), mine.theyBlock(), mine.iBlock(), r.isPrivate()));
        return after == null
                ? null
                : new PairState(after.theirs(), after.mine(), after.theyBlock(), after.iBlock(), false);
    }

    private static Set<String> draw(
            List<Representative> states, List<Move> moves, Function<PairState, String> name, String condition) {
        Set<String> arrows = new TreeSet<>();
        for (Move move : moves) {
            Map<String, Map<Boolean, String>> outcomes = new LinkedHashMap<>();
            for (Representative r : states) {
                String from = name.apply(r.pair());
                PairState after = move.outcome().apply(r);
                String to = after == null ? from : name.apply(after);
                outcomes.computeIfAbsent(from, k -> new LinkedHashMap<>()).put(r.isPrivate(), to);
            }
            outcomes.forEach((from, byCondition) -> {
                boolean same = byCondition.values().stream().distinct().count() == 1;
                byCondition.forEach((isPrivate, to) -> {
                    if (!to.equals(from)) {
                        String label = same
                                ? move.label()
                                : move.label() + " (" + condition + (isPrivate ? " private)" : " public)");
                        arrows.add(StateDiagram.arrow(from, to, label));
                    }
                });
            });
        }
        return arrows;
    }
}
