package dev.shutter.ports.service;

import dev.shutter.domain.relationship.PairState;
import dev.shutter.domain.relationship.Transition;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Relationships;
import dev.shutter.ports.out.Storage;
import java.time.Instant;

/** Writes a transition of the relationship state machine: the rows that changed, and its events. */
final class PairWrites {

    private PairWrites() {}

    /** Stores what changed from {@code before} to the transition's state, and appends its events. */
    static void apply(Storage storage, UserId me, UserId them, PairState before, Transition transition, Instant now) {
        PairState after = transition.after();
        Relationships edges = storage.relationships();
        if (before.mine() != after.mine()) {
            edges.setEdge(me, them, after.mine(), now);
        }
        if (before.theirs() != after.theirs()) {
            edges.setEdge(them, me, after.theirs(), now);
        }
        if (before.iBlock() != after.iBlock()) {
            edges.setBlock(me, them, after.iBlock());
        }
        storage.outbox().append(transition.events(), now);
    }
}
