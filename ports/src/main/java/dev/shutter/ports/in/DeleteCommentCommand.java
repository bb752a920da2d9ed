package dev.shutter.ports.in;

import jakarta.validation.constraints.Size;

/** {@code DELETE /media/{media-id}/comments/{comment-id}}, the ids as in the path. */
public record DeleteCommentCommand(
        @Size(max = 128) String mediaId, @Size(max = 64) String commentId) {}
