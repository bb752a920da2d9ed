package dev.shutter.adapters.inmemory;

import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.EdgeCursor;
import dev.shutter.ports.out.EdgeEntry;
import dev.shutter.ports.out.Relationships;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Set;
import java.util.TreeSet;

/**
 * Edges and blocks in memory. Each (user, direction, state) has a sorted index, newest first, so a page
 * starts at its cursor with {@code tailSet} instead of walking the list.
 */
final class InMemoryRelationships implements Relationships {

    private static final Comparator<EdgeEntry> NEWEST_FIRST =
            Comparator.comparing(EdgeEntry::at).thenComparing(EdgeEntry::other).reversed();

    private record Pair(UserId from, UserId to) {}

    private record Stored(Edge edge, Instant at) {}

    private record IndexKey(UserId user, Direction direction, Edge edge) {}

    private final InMemoryDatabase db;
    private final Map<Pair, Stored> edges = new HashMap<>();
    private final Set<Pair> blocks = new HashSet<>();
    private final Map<IndexKey, NavigableSet<EdgeEntry>> index = new HashMap<>();

    InMemoryRelationships(InMemoryDatabase db) {
        this.db = db;
    }

    @Override
    public Edge edge(UserId from, UserId to) {
        return db.read(() -> {
            Stored stored = edges.get(new Pair(from, to));
            return stored == null ? Edge.NONE : stored.edge();
        });
    }

    @Override
    public void setEdge(UserId from, UserId to, Edge edge, Instant at) {
        db.execute(() -> {
            Pair pair = new Pair(from, to);
            Stored old = edges.get(pair);
            if (old == null ? edge == Edge.NONE : old.edge() == edge) {
                return Either.right(true);
            }
            if (old != null) {
                unindex(from, to, old);
            }
            if (edge == Edge.NONE) {
                db.remove(edges, pair);
            } else {
                Stored stored = new Stored(edge, at);
                db.put(edges, pair, stored);
                reindex(from, to, stored);
            }
            return Either.right(true);
        });
    }

    @Override
    public boolean blocks(UserId blocker, UserId blocked) {
        return db.read(() -> blocks.contains(new Pair(blocker, blocked)));
    }

    @Override
    public void setBlock(UserId blocker, UserId blocked, boolean blocking) {
        Pair pair = new Pair(blocker, blocked);
        db.write(() -> {
            boolean changed = blocking ? blocks.add(pair) : blocks.remove(pair);
            if (!changed) {
                return () -> {};
            }
            return blocking ? () -> blocks.remove(pair) : () -> blocks.add(pair);
        });
    }

    @Override
    public List<UserId> requestersOf(UserId user) {
        return db.read(() -> indexOf(new IndexKey(user, Direction.INCOMING, Edge.REQUESTED)).stream()
                .map(EdgeEntry::other)
                .toList());
    }

    @Override
    public List<EdgeEntry> page(
            UserId user,
            Direction direction,
            Edge edge,
            Option<EdgeCursor> after,
            int limit,
            Option<Set<UserId>> among) {
        return db.read(() -> among.isDefined()
                ? pageAmong(user, direction, edge, after, limit, among.get())
                : firstAfter(indexOf(new IndexKey(user, direction, edge)), after, limit));
    }

    /** The first {@code limit} entries of {@code all} after {@code after}: a seek, then {@code limit} steps. */
    private static List<EdgeEntry> firstAfter(NavigableSet<EdgeEntry> all, Option<EdgeCursor> after, int limit) {
        NavigableSet<EdgeEntry> rest = after.map(c -> all.tailSet(new EdgeEntry(c.other(), c.at()), false))
                .getOrElse(all);
        List<EdgeEntry> page = new ArrayList<>(Math.min(limit, 256));
        for (EdgeEntry entry : rest) {
            if (page.size() >= limit) {
                break;
            }
            page.add(entry);
        }
        return page;
    }

    /**
     * The page among a few users (a Sandbox app's): each one's edge looked up by its pair, as the database
     * finds them by its primary key, so that a user with many followers costs what one with few does.
     */
    private List<EdgeEntry> pageAmong(
            UserId user, Direction direction, Edge edge, Option<EdgeCursor> after, int limit, Set<UserId> among) {
        NavigableSet<EdgeEntry> found = new TreeSet<>(NEWEST_FIRST);
        for (UserId other : among) {
            Stored stored = edges.get(direction == Direction.OUTGOING ? new Pair(user, other) : new Pair(other, user));
            if (stored != null && stored.edge() == edge) {
                found.add(new EdgeEntry(other, stored.at()));
            }
        }
        return firstAfter(found, after, limit);
    }

    private NavigableSet<EdgeEntry> indexOf(IndexKey key) {
        return index.getOrDefault(key, new TreeSet<>(NEWEST_FIRST));
    }

    private void reindex(UserId from, UserId to, Stored stored) {
        addToIndex(new IndexKey(from, Direction.OUTGOING, stored.edge()), new EdgeEntry(to, stored.at()));
        addToIndex(new IndexKey(to, Direction.INCOMING, stored.edge()), new EdgeEntry(from, stored.at()));
    }

    private void unindex(UserId from, UserId to, Stored stored) {
        removeFromIndex(new IndexKey(from, Direction.OUTGOING, stored.edge()), new EdgeEntry(to, stored.at()));
        removeFromIndex(new IndexKey(to, Direction.INCOMING, stored.edge()), new EdgeEntry(from, stored.at()));
    }

    private void addToIndex(IndexKey key, EdgeEntry entry) {
        db.write(() -> {
            index.computeIfAbsent(key, k -> new TreeSet<>(NEWEST_FIRST)).add(entry);
            return () -> index.get(key).remove(entry);
        });
    }

    private void removeFromIndex(IndexKey key, EdgeEntry entry) {
        db.write(() -> {
            boolean removed = index.containsKey(key) && index.get(key).remove(entry);
            return removed ? () -> index.get(key).add(entry) : () -> {};
        });
    }

    @Override
    public List<UserId> blockedBy(UserId blocker) {
        return db.read(() -> blocks.stream()
                .filter(p -> p.from().equals(blocker))
                .map(Pair::to)
                .sorted()
                .toList());
    }

    @Override
    public void removeAllOf(UserId user) {
        db.execute(() -> {
            List<Pair> touching = edges.keySet().stream()
                    .filter(p -> p.from().equals(user) || p.to().equals(user))
                    .toList();
            for (Pair pair : touching) {
                setEdge(pair.from(), pair.to(), Edge.NONE, edges.get(pair).at());
            }
            List<Pair> blocking = blocks.stream()
                    .filter(p -> p.from().equals(user) || p.to().equals(user))
                    .toList();
            for (Pair pair : blocking) {
                setBlock(pair.from(), pair.to(), false);
            }
            return Either.right(true);
        });
    }
}
