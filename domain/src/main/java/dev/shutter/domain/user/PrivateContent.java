package dev.shutter.domain.user;

import dev.shutter.domain.Failure;
import io.vavr.control.Option;

/**
 * Who may see what a user owns (media, their comments, their follow lists): the owner always; nobody
 * else when the owner is private; nobody whom the owner blocks.
 */
public final class PrivateContent {

    private PrivateContent() {}

    /** Nothing if {@code viewer} may see content of {@code owner}, else {@link Failure.NotAllowedToView}. */
    public static Option<Failure> checkView(UserId viewer, User owner, boolean ownerBlocksViewer) {
        if (owner.id().equals(viewer)) {
            return Option.none();
        }
        return owner.isPrivate() || ownerBlocksViewer ? Option.some(new Failure.NotAllowedToView()) : Option.none();
    }
}
