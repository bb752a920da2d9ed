package dev.shutter.domain.event;

import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.UserId;
import java.util.Map;
import java.util.Objects;

/** {@code deletedBy} (the author or the media's owner) deleted a comment of {@code author}. */
public record CommentDeleted(CommentId comment, MediaId media, UserId author, UserId mediaOwner, UserId deletedBy)
        implements DomainEvent {

    public static final String TYPE = "comment_deleted";

    public CommentDeleted {
        Objects.requireNonNull(comment, "comment");
        Objects.requireNonNull(media, "media");
        Objects.requireNonNull(author, "author");
        Objects.requireNonNull(mediaOwner, "mediaOwner");
        Objects.requireNonNull(deletedBy, "deletedBy");
    }

    static CommentDeleted decode(EventFields fields) {
        return new CommentDeleted(
                new CommentId(fields.text("comment_id")),
                new MediaId(fields.text("media_id")),
                fields.user("author"),
                fields.user("media_owner"),
                fields.user("deleted_by"));
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public Map<String, String> fields() {
        return EventFields.ordered(
                "comment_id", comment.value(),
                "media_id", media.value(),
                "author", author.value(),
                "media_owner", mediaOwner.value(),
                "deleted_by", deletedBy.value());
    }
}
