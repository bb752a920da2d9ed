package dev.shutter.ports.out;

import dev.shutter.domain.media.Media;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.util.List;

/** The media, as far as the rules need them: who owns what. */
public interface MediaCatalog {

    /** The media with this id. */
    Option<Media> find(MediaId id);

    /** Stores a new media; the caller has checked the id is free. */
    void add(Media media);

    /** Every media of {@code owner}, by id. */
    List<Media> ownedBy(UserId owner);

    /** Removes a media; the caller has removed its comments. Nothing happens if there is none. */
    void remove(MediaId id);
}
