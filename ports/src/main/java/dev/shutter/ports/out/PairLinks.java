package dev.shutter.ports.out;

import dev.shutter.domain.relationship.Edge;
import java.util.Objects;

/** What is stored between two users, seen from one of them: both edges and both blocks. */
public record PairLinks(Edge mine, Edge theirs, boolean iBlock, boolean theyBlock) {
    public PairLinks {
        Objects.requireNonNull(mine, "mine");
        Objects.requireNonNull(theirs, "theirs");
    }
}
