package dev.shutter.domain.comment;

import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.UserId;
import java.time.Instant;
import java.util.Objects;

/** A comment on a media, by a user, at an instant. */
public record Comment(CommentId id, MediaId media, UserId from, CommentText text, Instant createdTime) {
    public Comment {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(media, "media");
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(createdTime, "createdTime");
    }
}
