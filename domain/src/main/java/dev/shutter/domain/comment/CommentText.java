package dev.shutter.domain.comment;

import dev.shutter.domain.Failure;
import io.vavr.control.Either;
import java.util.Objects;

/**
 * The text of a comment that passed every {@link CommentTextRule}. Only {@link #parse} makes new ones
 * from user input; {@link #trusted} is for text that was checked when it was stored.
 */
public final class CommentText {

    private final String value;

    private CommentText(String value) {
        this.value = value;
    }

    /** The text if it passes the rules, else the first rule's failure. */
    public static Either<Failure, CommentText> parse(String raw) {
        return CommentTextRule.firstFailure(raw)
                .<Either<Failure, CommentText>>map(Either::left)
                .getOrElse(() -> Either.right(new CommentText(raw)));
    }

    /** Text that was already accepted (read back from storage or a fixtures file that is checked elsewhere). */
    public static CommentText trusted(String stored) {
        return new CommentText(Objects.requireNonNull(stored, "stored"));
    }

    public String value() {
        return value;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CommentText that && value.equals(that.value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    @Override
    public String toString() {
        return value;
    }
}
