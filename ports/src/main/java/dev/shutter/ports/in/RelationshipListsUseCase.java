package dev.shutter.ports.in;

import dev.shutter.domain.Failure;
import io.vavr.control.Either;

/** The follows, followed-by and requested-by lists, keyset-paginated (docs/spec/DECISIONS.md section 5). */
public interface RelationshipListsUseCase {

    /** Whom the user follows. A private user's lists are theirs alone; a user who blocks the caller hides them. */
    Either<Failure, UserPage> follows(Caller caller, ListCommand command);

    /** Who follows the user, under the same visibility as {@link #follows}. */
    Either<Failure, UserPage> followedBy(Caller caller, ListCommand command);

    /** Who asked to follow the caller ({@code userId} is ignored: it is always {@code self}). */
    Either<Failure, UserPage> requestedBy(Caller caller, ListCommand command);
}
