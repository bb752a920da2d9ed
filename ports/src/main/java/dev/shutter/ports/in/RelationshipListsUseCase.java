package dev.shutter.ports.in;

import dev.shutter.domain.Failure;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import io.vavr.control.Option;

/** The follows, followed-by and requested-by lists, keyset-paginated (docs/spec/DECISIONS.md section 5). */
public interface RelationshipListsUseCase {

    /** Whom the user follows. A private user's lists are theirs alone; a user who blocks the caller hides them. */
    Either<Failure, UserPage> follows(Caller caller, ListCommand command);

    /** Who follows the user, under the same visibility as {@link #follows}. */
    Either<Failure, UserPage> followedBy(Caller caller, ListCommand command);

    /** Who asked to follow the caller (the command's {@code user} is ignored: it is always the caller). */
    Either<Failure, UserPage> requestedBy(Caller caller, ListCommand command);

    /**
     * {@link #follows(Caller, ListCommand)} of {@code user} (none: the caller's own), prepared before the caller is
     * known, its read declared ({@link PreparedRead}).
     */
    PreparedRead<UserPage> follows(Option<UserId> user, Page page);

    /** {@link #followedBy(Caller, ListCommand)}, prepared as {@link #follows(Option, Page)} is. */
    PreparedRead<UserPage> followedBy(Option<UserId> user, Page page);

    /** {@link #requestedBy(Caller, ListCommand)}, prepared as {@link #follows(Option, Page)} is. */
    PreparedRead<UserPage> requestedBy(Page page);
}
