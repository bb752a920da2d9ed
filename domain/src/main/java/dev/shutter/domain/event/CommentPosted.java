package dev.shutter.domain.event;

import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.UserId;
import java.util.Map;
import java.util.Objects;

/** {@code author} commented on a media of {@code mediaOwner}; the text stays with the comment. */
public record CommentPosted(CommentId comment, MediaId media, UserId author, UserId mediaOwner) implements DomainEvent {

    public static final String TYPE = "comment_posted";

    public CommentPosted {
        Objects.requireNonNull(comment, "comment");
        Objects.requireNonNull(media, "media");
        Objects.requireNonNull(author, "author");
        Objects.requireNonNull(mediaOwner, "mediaOwner");
    }

    static CommentPosted decode(EventFields fields) {
        return new CommentPosted(
                new CommentId(fields.text("comment_id")),
                new MediaId(fields.text("media_id")),
                fields.user("author"),
                fields.user("media_owner"));
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
                "media_owner", mediaOwner.value());
    }
}
