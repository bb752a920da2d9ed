package dev.shutter.domain.comment;

import dev.shutter.domain.Failure;
import dev.shutter.domain.media.Media;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;

/** Who may delete a comment: its author, or the owner of the media it is on. */
public final class CommentPolicy {

    private CommentPolicy() {}

    /** Nothing if {@code caller} may delete {@code comment} on {@code media}, else the failure. */
    public static Option<Failure> checkDelete(UserId caller, Comment comment, Media media) {
        boolean mayDelete = comment.from().equals(caller) || media.owner().equals(caller);
        return mayDelete ? Option.none() : Option.some(new Failure.NotAllowedToDelete());
    }
}
