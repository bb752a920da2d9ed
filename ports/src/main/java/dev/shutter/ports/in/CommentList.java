package dev.shutter.ports.in;

import dev.shutter.domain.media.Media;
import java.util.List;

/** The comments of a media, oldest first, and the media (whose owner decides the deprecation header). */
public record CommentList(Media media, List<CommentView> comments) {
    public CommentList {
        comments = List.copyOf(comments);
    }
}
