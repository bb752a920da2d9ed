package dev.shutter.ports.out;

import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import java.util.function.Supplier;

/**
 * Runs work atomically and isolated: every store call inside {@code work} is seen by others whole or not
 * at all. A {@code Left} result or an exception undoes all of it. Work may be run more than once (an
 * adapter may retry a serialization failure), so it must do nothing but store calls and pure code.
 *
 * <p>Work that says what it touches ({@link #executeOnPair}, {@link #executeOnUser}, {@link #executeOnMedia},
 * {@link #executeOnComment}) may be isolated by locking that instead of by the whole store: an adapter then runs it
 * after every earlier work it must be isolated from has finished, and reads what they committed; other work does
 * not wait for it or fail it. By default it is {@link #execute}.
 */
public interface Transactions {

    /** Runs {@code work} in one transaction. */
    <L, R> Either<L, R> execute(Supplier<Either<L, R>> work);

    /**
     * Runs {@code work}, which reads the two users and what is between them (their edges both ways, their
     * blocks both ways) and changes only what is between them, appending events: isolated from other work on
     * the same pair and from {@link #executeOnUser} work of either user.
     */
    default <L, R> Either<L, R> executeOnPair(UserId me, UserId them, Supplier<Either<L, R>> work) {
        return execute(work);
    }

    /**
     * Runs {@code work}, which changes {@code user} and what is between them and any other user, appending
     * events: isolated from other work on the user and from {@link #executeOnPair} work of every pair the user
     * is in.
     */
    default <L, R> Either<L, R> executeOnUser(UserId user, Supplier<Either<L, R>> work) {
        return execute(work);
    }

    /**
     * Runs {@code work}, which reads {@code media} with its owner and adds a comment to it, appending events.
     * It reads no other comment, so it need not be isolated from other work on the media: comments posted on
     * one media at once do not wait for each other.
     */
    default <L, R> Either<L, R> executeOnMedia(MediaId media, Supplier<Either<L, R>> work) {
        return execute(work);
    }

    /**
     * Runs {@code work}, which reads {@code media} with its owner and its {@code comment}, and removes that
     * comment, appending events: isolated from other work on the same comment, so that a comment is removed
     * once.
     */
    default <L, R> Either<L, R> executeOnComment(MediaId media, CommentId comment, Supplier<Either<L, R>> work) {
        return execute(work);
    }
}
