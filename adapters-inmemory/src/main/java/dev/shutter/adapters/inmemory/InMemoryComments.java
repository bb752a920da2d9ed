package dev.shutter.adapters.inmemory;

import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Comments;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.TreeSet;

/** Comments in memory, indexed by media in the order they are listed: oldest first, then by id. */
final class InMemoryComments implements Comments {

    private static final Comparator<Comment> OLDEST_FIRST = Comparator.comparing(Comment::createdTime)
            .thenComparing(c -> c.id().value().length())
            .thenComparing(c -> c.id().value());

    private final InMemoryDatabase db;
    private final Map<CommentId, Comment> byId = new HashMap<>();
    private final Map<MediaId, NavigableSet<Comment>> byMedia = new HashMap<>();

    InMemoryComments(InMemoryDatabase db) {
        this.db = db;
    }

    @Override
    public List<Comment> onMedia(MediaId media) {
        return db.read(() -> List.copyOf(byMedia.getOrDefault(media, new TreeSet<>(OLDEST_FIRST))));
    }

    @Override
    public Option<Comment> find(MediaId media, CommentId id) {
        return db.read(() -> Option.of(byId.get(id)).filter(c -> c.media().equals(media)));
    }

    @Override
    public void add(Comment comment) {
        db.execute(() -> {
            if (byId.containsKey(comment.id())) {
                throw new IllegalStateException("comment id already stored");
            }
            db.put(byId, comment.id(), comment);
            db.write(() -> {
                byMedia.computeIfAbsent(comment.media(), m -> new TreeSet<>(OLDEST_FIRST))
                        .add(comment);
                return () -> byMedia.get(comment.media()).remove(comment);
            });
            return Either.right(true);
        });
    }

    @Override
    public void remove(CommentId id) {
        db.execute(() -> {
            Comment comment = byId.get(id);
            if (comment != null) {
                db.remove(byId, id);
                db.write(() -> {
                    byMedia.get(comment.media()).remove(comment);
                    return () -> byMedia.get(comment.media()).add(comment);
                });
            }
            return Either.right(true);
        });
    }

    @Override
    public List<Comment> by(UserId author) {
        return db.read(() -> byId.values().stream()
                .filter(c -> c.from().equals(author))
                .sorted(OLDEST_FIRST)
                .toList());
    }

    @Override
    public void removeAllOn(MediaId media) {
        db.execute(() -> {
            onMedia(media).forEach(c -> remove(c.id()));
            return Either.right(true);
        });
    }

    @Override
    public void removeAllBy(UserId author) {
        db.execute(() -> {
            by(author).forEach(c -> remove(c.id()));
            return Either.right(true);
        });
    }
}
