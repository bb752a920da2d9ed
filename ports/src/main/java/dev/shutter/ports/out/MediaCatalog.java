package dev.shutter.ports.out;

import dev.shutter.domain.media.Media;
import dev.shutter.domain.media.MediaId;
import io.vavr.control.Option;

/** The media, as far as the rules need them: who owns what. */
public interface MediaCatalog {

    /** The media with this id. */
    Option<Media> find(MediaId id);

    /** Stores a new media; the caller has checked the id is free. */
    void add(Media media);

    /** Every media of {@code owner}, by id. */
    java.util.List<Media> ownedBy(dev.shutter.domain.user.UserId owner);

    /** Removes a media; the caller has removed its comments. Nothing happens if there is none. */
    void remove(MediaId id);
}
