package dev.shutter.adapters.inmemory;

import dev.shutter.domain.media.Media;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.MediaCatalog;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Media in memory. */
final class InMemoryMediaCatalog implements MediaCatalog {

    private final InMemoryDatabase db;
    private final Map<MediaId, Media> byId = new HashMap<>();

    InMemoryMediaCatalog(InMemoryDatabase db) {
        this.db = db;
    }

    @Override
    public Option<Media> find(MediaId id) {
        return db.read(() -> Option.of(byId.get(id)));
    }

    @Override
    public void add(Media media) {
        db.execute(() -> {
            if (byId.containsKey(media.id())) {
                throw new IllegalStateException("media id already stored");
            }
            db.put(byId, media.id(), media);
            return Either.right(true);
        });
    }

    @Override
    public List<Media> ownedBy(UserId owner) {
        return db.read(() -> byId.values().stream()
                .filter(m -> m.owner().equals(owner))
                .sorted(Comparator.comparing(m -> m.id().value()))
                .toList());
    }

    @Override
    public void remove(MediaId id) {
        db.remove(byId, id);
    }
}
