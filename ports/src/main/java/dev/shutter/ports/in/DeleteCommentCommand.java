package dev.shutter.ports.in;

import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import java.util.Objects;

/** The caller deletes {@code comment} from {@code media} ({@code DELETE /media/{media-id}/comments/{comment-id}}). */
public record DeleteCommentCommand(MediaId media, CommentId comment) {

    public DeleteCommentCommand {
        Objects.requireNonNull(media, "media");
        Objects.requireNonNull(comment, "comment");
    }

    /** {@code comment} on {@code media}. */
    public static DeleteCommentCommand of(MediaId media, CommentId comment) {
        return new DeleteCommentCommand(media, comment);
    }
}
