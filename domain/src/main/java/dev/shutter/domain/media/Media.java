package dev.shutter.domain.media;

import dev.shutter.domain.user.UserId;
import java.util.Objects;

/** A photo or video; only its owner matters to the rules here. */
public record Media(MediaId id, UserId owner) {
    public Media {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(owner, "owner");
    }
}
