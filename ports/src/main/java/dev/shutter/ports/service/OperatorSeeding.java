package dev.shutter.ports.service;

import dev.shutter.domain.Failure;
import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.comment.CommentText;
import dev.shutter.domain.event.CommentPosted;
import dev.shutter.domain.media.Media;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.PairState;
import dev.shutter.domain.relationship.Relationship;
import dev.shutter.domain.relationship.RelationshipAction;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.Seed;
import dev.shutter.ports.out.PairLinks;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A whole seed in one transaction: users, media and apps as the operator registers them, then blocks and
 * follows as the users themselves would make them (through the relationship state machine, with its
 * events), then comments. The failure names the first bad entry.
 */
final class OperatorSeeding {

    private final Storage storage;
    private final TimeSource clock;
    private final Randomness randomness;
    private final OperatorUsers users;
    private final OperatorMedia media;
    private final OperatorApps apps;

    OperatorSeeding(
            Storage storage,
            TimeSource clock,
            Randomness randomness,
            OperatorUsers users,
            OperatorMedia media,
            OperatorApps apps) {
        this.storage = storage;
        this.clock = clock;
        this.randomness = randomness;
        this.users = users;
        this.media = media;
        this.apps = apps;
    }

    Either<OperatorFailure, Seed> seed(Seed seed) {
        return storage.transactions().execute(() -> {
            List<Either<OperatorFailure, ?>> steps = new ArrayList<>();
            run(steps, "users", seed.users(), users::create);
            run(steps, "media", seed.media(), media::create);
            run(steps, "apps", seed.apps(), apps::create);
            run(steps, "blocks", seed.blocks(), this::block);
            run(steps, "follows", seed.follows(), this::follow);
            run(steps, "comments", seed.comments(), this::comment);
            return steps.stream()
                    .filter(Either::isLeft)
                    .findFirst()
                    .<Either<OperatorFailure, Seed>>map(failed -> Either.left(failed.getLeft()))
                    .orElse(Either.right(seed));
        });
    }

    /**
     * Each entry in turn, named by its place ({@code follows[2]}), until one fails. No step is added after a
     * failure, so the last step tells whether one failed (asking every step again made a seed of 10,000
     * follows take seconds).
     */
    private static <T> void run(
            List<Either<OperatorFailure, ?>> steps,
            String section,
            List<T> entries,
            Function<T, Either<OperatorFailure, ?>> step) {
        for (int i = 0;
                i < entries.size()
                        && (steps.isEmpty() || steps.get(steps.size() - 1).isRight());
                i++) {
            String where = section + "[" + i + "]";
            steps.add(step.apply(entries.get(i)).mapLeft(f -> f.within(where)));
        }
    }

    private Either<OperatorFailure, ?> block(Seed.Block block) {
        return pair(block.from(), block.to()).flatMap(pair -> {
            if (pair.from().id().equals(pair.to().id())) {
                return Either.left(new OperatorFailure("to", "a user cannot block themselves"));
            }
            return act(pair, RelationshipAction.BLOCK);
        });
    }

    /**
     * A follow as the follower makes it; to a private user it is a request, which the seed has them
     * approve when the entry says {@code follows}.
     */
    private Either<OperatorFailure, ?> follow(Seed.Follow follow) {
        boolean requested = follow.status() == Edge.REQUESTED;
        return pair(follow.from(), follow.to()).flatMap(pair -> {
            if (pair.from().id().equals(pair.to().id())) {
                return Either.left(new OperatorFailure("to", "a user cannot follow themselves"));
            }
            if (storage.relationships().blocks(pair.from().id(), pair.to().id())
                    || storage.relationships()
                            .blocks(pair.to().id(), pair.from().id())) {
                return Either.left(new OperatorFailure("", "a block stands between these users"));
            }
            if (requested && !pair.to().isPrivate()) {
                return Either.left(new OperatorFailure("status", "only a private user can be requested"));
            }
            Either<OperatorFailure, ?> followed = act(pair, RelationshipAction.FOLLOW);
            return requested || !pair.to().isPrivate()
                    ? followed
                    : followed.flatMap(done -> act(pair.reversed(), RelationshipAction.APPROVE));
        });
    }

    /** {@code action} by the pair's first user on the second, through the state machine. */
    private Either<OperatorFailure, ?> act(Pair pair, RelationshipAction action) {
        Instant now = clock.now();
        PairLinks links =
                storage.relationships().between(pair.from().id(), pair.to().id());
        PairState before = new PairState(
                links.mine(),
                links.theirs(),
                links.iBlock(),
                links.theyBlock(),
                pair.to().isPrivate());
        return Relationship.transition(pair.from().id(), pair.to().id(), before, action)
                .peek(transition ->
                        PairWrites.apply(storage, pair.from().id(), pair.to().id(), before, transition, now))
                .mapLeft(failure -> new OperatorFailure("", failure.message()));
    }

    private Either<OperatorFailure, Pair> pair(UserId from, UserId to) {
        return Lookups.user(storage, from)
                .flatMap(a -> Lookups.user(storage, to).map(b -> new Pair(a, b)));
    }

    private record Pair(User from, User to) {
        Pair reversed() {
            return new Pair(to, from);
        }
    }

    private Either<OperatorFailure, Comment> comment(Seed.SeedComment seeded) {
        Option<Media> on = storage.media().find(seeded.media());
        if (on.isEmpty()) {
            return Either.left(new OperatorFailure("media", "no media " + seeded.media()));
        }
        return Lookups.user(storage, seeded.from())
                .mapLeft(f -> new OperatorFailure("from", f.message()))
                .flatMap(author -> {
                    Either<Failure, CommentText> text = CommentText.parse(seeded.text());
                    if (text.isLeft()) {
                        return Either.left(
                                new OperatorFailure("text", text.getLeft().message()));
                    }
                    CommentId id = seeded.id().getOrElse(() -> CommentId.fromRandom(randomness.nextLong()));
                    Comment comment = new Comment(
                            id,
                            on.get().id(),
                            author.id(),
                            text.get(),
                            seeded.createdTime().getOrElse(clock::now));
                    storage.comments().add(comment);
                    storage.outbox()
                            .append(
                                    List.of(new CommentPosted(
                                            comment.id(),
                                            comment.media(),
                                            comment.from(),
                                            on.get().owner())),
                                    clock.now());
                    return Either.right(comment);
                });
    }
}
