package dev.shutter.ports.out;

import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.media.Media;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A media with what its comment list needs, read together: its owner, whether the owner blocks the viewer,
 * its comments oldest first, and the authors of those comments that exist, by id. The rules decide after.
 */
public record MediaComments(
        Media media, User owner, boolean ownerBlocksViewer, List<Comment> comments, Map<UserId, User> authors) {
    public MediaComments {
        Objects.requireNonNull(media, "media");
        Objects.requireNonNull(owner, "owner");
        comments = List.copyOf(comments);
        authors = Map.copyOf(authors);
    }
}
