package dev.shutter.ports.in;

import dev.shutter.domain.media.MediaId;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

/** The caller comments {@code text} on {@code media} ({@code POST /media/{media-id}/comments}). */
public record AddCommentCommand(
        @NotNull MediaId media,
        @Size(max = AddCommentCommand.MAX_TEXT) String text) {

    /** The longest text read at all; the comment rules then allow far less. */
    public static final int MAX_TEXT = 8192;

    /** {@code text} on {@code media}. */
    public static AddCommentCommand on(MediaId media, String text) {
        return new AddCommentCommand(media, text);
    }
}
