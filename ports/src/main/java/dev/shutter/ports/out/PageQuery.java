package dev.shutter.ports.out;

import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.Set;

/**
 * Which page of a user's edges to read (see {@link Relationships#page}): the edges of {@code user} in
 * {@code direction} with state {@code edge}, strictly after {@code after}, at most {@code limit}, only
 * those to {@code among} when given.
 */
public record PageQuery(
        UserId user, Direction direction, Edge edge, Option<EdgeCursor> after, int limit, Option<Set<UserId>> among) {
    public PageQuery {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(edge, "edge");
        Objects.requireNonNull(after, "after");
        Objects.requireNonNull(among, "among");
    }
}
