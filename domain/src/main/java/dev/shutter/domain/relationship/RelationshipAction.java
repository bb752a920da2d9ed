package dev.shutter.domain.relationship;

import dev.shutter.domain.Failure;
import io.vavr.control.Either;
import java.util.Locale;

/** What the POST relationship endpoint may be asked to do. */
public enum RelationshipAction {
    FOLLOW,
    UNFOLLOW,
    BLOCK,
    UNBLOCK,
    APPROVE,
    DENY;

    /**
     * The action named by {@code raw} (as sent in {@code action}); {@code ignore} is {@link #DENY}, the
     * word python-instagram sends.
     */
    public static Either<Failure, RelationshipAction> parse(String raw) {
        if (raw == null || raw.isEmpty()) {
            return Either.left(Failure.InvalidParameter.missing("action"));
        }
        return switch (raw) {
            case "follow" -> Either.right(FOLLOW);
            case "unfollow" -> Either.right(UNFOLLOW);
            case "block" -> Either.right(BLOCK);
            case "unblock" -> Either.right(UNBLOCK);
            case "approve" -> Either.right(APPROVE);
            case "deny", "ignore" -> Either.right(DENY);
            default ->
                Either.left(Failure.InvalidParameter.invalid(
                        "action", "must be one of follow, unfollow, block, unblock, approve, deny"));
        };
    }

    /** The name on the wire. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
