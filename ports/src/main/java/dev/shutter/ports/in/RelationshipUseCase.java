package dev.shutter.ports.in;

import dev.shutter.domain.Failure;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;

/**
 * The relationship between the caller and another user (docs/spec/photo-api.md 4.2, docs/spec/DECISIONS.md section 5).
 */
public interface RelationshipUseCase {

    /** {@code outgoing_status}, {@code incoming_status} and whether the target is private. */
    Either<Failure, RelationshipView> read(Caller caller, UserId target);

    /** {@link #read} of {@code target}, prepared before the caller is known, its read declared ({@link PreparedRead}). */
    PreparedRead<RelationshipView> reading(UserId target);

    /** Applies the action atomically; the resulting {@code outgoing_status}. */
    Either<Failure, Edge> change(Caller caller, ChangeRelationshipCommand command);
}
