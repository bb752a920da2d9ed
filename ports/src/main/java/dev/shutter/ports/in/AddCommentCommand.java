package dev.shutter.ports.in;

import jakarta.validation.constraints.Size;

/** {@code POST /media/{media-id}/comments}: the media id as in the path and the {@code text} field. */
public record AddCommentCommand(
        @Size(max = 128) String mediaId, @Size(max = 8192) String text) {}
