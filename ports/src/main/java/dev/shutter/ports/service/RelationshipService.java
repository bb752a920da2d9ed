package dev.shutter.ports.service;

import dev.shutter.domain.Failure;
import dev.shutter.domain.oauth.AppMode;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.PairState;
import dev.shutter.domain.relationship.Relationship;
import dev.shutter.domain.relationship.RelationshipAction;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.domain.user.PrivateContent;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.ChangeRelationshipCommand;
import dev.shutter.ports.in.ListCommand;
import dev.shutter.ports.in.RelationshipListsUseCase;
import dev.shutter.ports.in.RelationshipUseCase;
import dev.shutter.ports.in.UserPage;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.EdgeCursor;
import dev.shutter.ports.out.EdgeEntry;
import dev.shutter.ports.out.PairLinks;
import dev.shutter.ports.out.Relationships;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/** Relationships between the caller and other users, and the paginated lists. */
public final class RelationshipService implements RelationshipUseCase, RelationshipListsUseCase {

    private final Storage storage;
    private final TimeSource clock;
    private final Audience audience;

    RelationshipService(Storage storage, TimeSource clock) {
        this.storage = storage;
        this.clock = clock;
        this.audience = new Audience(storage.users());
    }

    @Override
    public Either<Failure, RelationshipView> read(Caller caller, String targetUserId) {
        return storage.transactions()
                .execute(() -> audience.find(caller, targetUserId)
                        .map(target -> target.id().equals(caller.id())
                                ? RelationshipView.of(PairState.strangers(target.isPrivate()))
                                : RelationshipView.of(load(caller.id(), target))));
    }

    @Override
    public Either<Failure, Edge> change(Caller caller, ChangeRelationshipCommand command) {
        Either<Failure, RelationshipAction> action = RelationshipAction.parse(command.action());
        if (action.isLeft()) {
            return Either.left(action.getLeft());
        }
        Instant now = clock.now();
        return storage.transactions()
                .execute(() -> audience.find(caller, command.targetUserId()).flatMap(target -> {
                    PairState before = load(caller.id(), target);
                    return Relationship.transition(caller.id(), target.id(), before, action.get())
                            .map(transition -> {
                                store(caller.id(), target.id(), before, transition.after(), now);
                                storage.outbox().append(transition.events(), now);
                                return transition.after().outgoingStatus();
                            });
                }));
    }

    @Override
    public Either<Failure, UserPage> follows(Caller caller, ListCommand command) {
        return listOf(caller, command, Direction.OUTGOING, Edge.FOLLOWS, false);
    }

    @Override
    public Either<Failure, UserPage> followedBy(Caller caller, ListCommand command) {
        return listOf(caller, command, Direction.INCOMING, Edge.FOLLOWS, false);
    }

    @Override
    public Either<Failure, UserPage> requestedBy(Caller caller, ListCommand command) {
        return listOf(caller, command, Direction.INCOMING, Edge.REQUESTED, true);
    }

    private Either<Failure, UserPage> listOf(
            Caller caller, ListCommand command, Direction direction, Edge edge, boolean selfOnly) {
        Either<Failure, Integer> count = parseCount(command.count());
        if (count.isLeft()) {
            return Either.left(count.getLeft());
        }
        Either<Failure, Option<EdgeCursor>> cursor = parseCursor(command.cursor());
        if (cursor.isLeft()) {
            return Either.left(cursor.getLeft());
        }
        return storage.transactions().execute(() -> {
            Either<Failure, User> owner =
                    selfOnly ? Either.right(caller.user()) : audience.find(caller, command.userId());
            return owner.flatMap(user -> visibleList(caller, user))
                    .map(user -> page(caller, user, direction, edge, cursor.get(), count.get()));
        });
    }

    private Either<Failure, User> visibleList(Caller caller, User owner) {
        boolean blocked = storage.relationships().blocks(owner.id(), caller.id());
        return PrivateContent.checkView(caller.id(), owner, blocked)
                .<Either<Failure, User>>map(Either::left)
                .getOrElse(Either.right(owner));
    }

    private UserPage page(
            Caller caller, User owner, Direction direction, Edge edge, Option<EdgeCursor> after, int count) {
        Option<Set<UserId>> among = Option.none();
        if (caller.mode() == AppMode.SANDBOX) {
            Set<UserId> visible = new HashSet<>(caller.client().sandboxUsers());
            visible.add(caller.id());
            among = Option.some(visible);
        }
        List<EdgeEntry> entries = storage.relationships().page(owner.id(), direction, edge, after, count + 1, among);
        List<EdgeEntry> shown = entries.subList(0, Math.min(count, entries.size()));
        Option<String> next = entries.size() > count
                ? Option.some(ListCursor.encode(shown.get(shown.size() - 1).cursor()))
                : Option.none();
        Map<UserId, User> found =
                storage.users().findAll(shown.stream().map(EdgeEntry::other).toList());
        List<User> users = shown.stream()
                .map(e -> found.get(e.other()))
                .filter(Objects::nonNull)
                .toList();
        return new UserPage(users, next);
    }

    private PairState load(UserId me, User them) {
        PairLinks links = storage.relationships().between(me, them.id());
        return new PairState(links.mine(), links.theirs(), links.iBlock(), links.theyBlock(), them.isPrivate());
    }

    private void store(UserId me, UserId them, PairState before, PairState after, Instant now) {
        Relationships edges = storage.relationships();
        if (before.mine() != after.mine()) {
            edges.setEdge(me, them, after.mine(), now);
        }
        if (before.theirs() != after.theirs()) {
            edges.setEdge(them, me, after.theirs(), now);
        }
        if (before.iBlock() != after.iBlock()) {
            edges.setBlock(me, them, after.iBlock());
        }
    }

    private static Either<Failure, Integer> parseCount(String raw) {
        if (raw == null) {
            return Either.right(ListCommand.DEFAULT_COUNT);
        }
        try {
            int count = Integer.parseInt(raw);
            if (count >= 1 && count <= ListCommand.MAX_COUNT) {
                return Either.right(count);
            }
        } catch (NumberFormatException e) {
            // answered below, like any other bad value
        }
        return Either.left(
                Failure.InvalidParameter.invalid("count", "must be a whole number from 1 to " + ListCommand.MAX_COUNT));
    }

    private static Either<Failure, Option<EdgeCursor>> parseCursor(String raw) {
        if (raw == null) {
            return Either.right(Option.none());
        }
        Option<EdgeCursor> cursor = ListCursor.decode(raw);
        return cursor.isDefined()
                ? Either.right(cursor)
                : Either.left(Failure.InvalidParameter.invalid("cursor", "is not a cursor this server gave"));
    }
}
