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
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.in.RelationshipListsUseCase;
import dev.shutter.ports.in.RelationshipUseCase;
import dev.shutter.ports.in.UserPage;
import dev.shutter.ports.out.Counterpart;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.EdgeCursor;
import dev.shutter.ports.out.EdgeEntry;
import dev.shutter.ports.out.OwnedPage;
import dev.shutter.ports.out.PageQuery;
import dev.shutter.ports.out.PairLinks;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/** Relationships between the caller and other users, and the paginated lists. */
final class RelationshipService implements RelationshipUseCase, RelationshipListsUseCase {

    private final Storage storage;
    private final TimeSource clock;
    private final Observing observing;

    RelationshipService(Storage storage, TimeSource clock, Observing observing) {
        this.storage = storage;
        this.clock = clock;
        this.observing = observing;
    }

    /**
     * One read of the store, which sees one snapshot: no transaction and no commit; none when the storage
     * read it ahead with the caller's authentication (the same snapshot as the caller).
     */
    @Override
    public Either<Failure, RelationshipView> read(Caller caller, UserId target) {
        long start = observing.start();
        Either<Failure, RelationshipView> answer;
        try {
            answer = doRead(caller, target);
        } catch (RuntimeException | Error e) {
            observing.failed(Operation.RELATIONSHIP_READ, target, start, e);
            throw e;
        }
        return observing.answered(Operation.RELATIONSHIP_READ, target, start, answer);
    }

    private Either<Failure, RelationshipView> doRead(Caller caller, UserId target) {
        return counterpart(caller, target, true)
                .map(found -> found.isEmpty()
                        ? RelationshipView.of(PairState.strangers(caller.user().isPrivate()))
                        : RelationshipView.of(stateWith(found.get())));
    }

    @Override
    public Either<Failure, Edge> change(Caller caller, ChangeRelationshipCommand command) {
        long start = observing.start();
        Either<Failure, Edge> answer;
        try {
            answer = doChange(caller, command);
        } catch (RuntimeException | Error e) {
            observing.failed(Operation.RELATIONSHIP_CHANGE, command, start, e);
            throw e;
        }
        return observing.answered(Operation.RELATIONSHIP_CHANGE, command, start, answer);
    }

    private Either<Failure, Edge> doChange(Caller caller, ChangeRelationshipCommand command) {
        RelationshipAction action = command.action();
        Instant now = clock.now();
        return storage.transactions()
                .executeOnPair(
                        caller.id(),
                        command.target(),
                        () -> counterpart(caller, command.target(), false).flatMap(found -> {
                            UserId target = found.map(c -> c.user().id()).getOrElse(caller.id());
                            PairState before = found.map(RelationshipService::stateWith)
                                    .getOrElse(() ->
                                            PairState.strangers(caller.user().isPrivate()));
                            return Relationship.transition(caller.id(), target, before, action)
                                    .map(transition -> {
                                        PairWrites.apply(storage, caller.id(), target, before, transition, now);
                                        return transition.after().outgoingStatus();
                                    });
                        }));
    }

    @Override
    public Either<Failure, UserPage> follows(Caller caller, ListCommand command) {
        long start = observing.start();
        Either<Failure, UserPage> answer;
        try {
            answer = doFollows(caller, command);
        } catch (RuntimeException | Error e) {
            observing.failed(Operation.FOLLOWS_LIST, command, start, e);
            throw e;
        }
        return observing.answered(Operation.FOLLOWS_LIST, command, start, answer);
    }

    private Either<Failure, UserPage> doFollows(Caller caller, ListCommand command) {
        return listOf(caller, command, Direction.OUTGOING, Edge.FOLLOWS, false);
    }

    @Override
    public Either<Failure, UserPage> followedBy(Caller caller, ListCommand command) {
        long start = observing.start();
        Either<Failure, UserPage> answer;
        try {
            answer = doFollowedBy(caller, command);
        } catch (RuntimeException | Error e) {
            observing.failed(Operation.FOLLOWED_BY_LIST, command, start, e);
            throw e;
        }
        return observing.answered(Operation.FOLLOWED_BY_LIST, command, start, answer);
    }

    private Either<Failure, UserPage> doFollowedBy(Caller caller, ListCommand command) {
        return listOf(caller, command, Direction.INCOMING, Edge.FOLLOWS, false);
    }

    @Override
    public Either<Failure, UserPage> requestedBy(Caller caller, ListCommand command) {
        long start = observing.start();
        Either<Failure, UserPage> answer;
        try {
            answer = doRequestedBy(caller, command);
        } catch (RuntimeException | Error e) {
            observing.failed(Operation.REQUESTED_BY_LIST, command, start, e);
            throw e;
        }
        return observing.answered(Operation.REQUESTED_BY_LIST, command, start, answer);
    }

    private Either<Failure, UserPage> doRequestedBy(Caller caller, ListCommand command) {
        return listOf(caller, command, Direction.INCOMING, Edge.REQUESTED, true);
    }

    private Either<Failure, UserPage> listOf(
            Caller caller, ListCommand command, Direction direction, Edge edge, boolean selfOnly) {
        int count = command.count();
        Option<EdgeCursor> cursor = command.after().map(ListCursor::position);
        Either<Failure, UserId> owner = selfOnly ? Either.right(caller.id()) : visibleId(caller, command.user());
        return owner.map(id -> pageQuery(caller, id, direction, edge, cursor, count + 1))
                .flatMap(query -> caller.readAhead()
                        .flatMap(answer -> answer.page(query, caller.id()))
                        .getOrElse(() -> storage.ownedPage(query, caller.id()))
                        .toEither(Failure.UserNotFound::new))
                .flatMap(found -> PrivateContent.checkView(caller.id(), found.owner(), found.ownerBlocksViewer())
                        .<Either<Failure, OwnedPage>>map(Either::left)
                        .getOrElse(Either.right(found)))
                .map(found -> page(found, count));
    }

    /**
     * The target (the caller themselves: none) with what is stored between the caller and them, or {@link
     * Failure.UserNotFound} when the calling app cannot see such a user. What was read ahead is taken when
     * {@code readAhead} allows it (not in a transaction, which must read its own).
     */
    private Either<Failure, Option<Counterpart>> counterpart(Caller caller, UserId target, boolean readAhead) {
        return visibleId(caller, target)
                .flatMap(id -> id.equals(caller.id())
                        ? Either.right(Option.none())
                        : caller.readAhead()
                                .filter(answer -> readAhead)
                                .flatMap(answer -> answer.counterpart(caller.id(), id))
                                .getOrElse(() -> storage.counterpart(caller.id(), id))
                                .<Failure>toEither(Failure.UserNotFound::new)
                                .map(Option::some));
    }

    /** The id, if the calling app may see such a user. */
    private static Either<Failure, UserId> visibleId(Caller caller, UserId id) {
        return Option.of(id).filter(caller::sees).toEither(Failure.UserNotFound::new);
    }

    /** To a Sandbox app only its sandbox users and the caller exist, in lists too. */
    private static PageQuery pageQuery(
            Caller caller, UserId owner, Direction direction, Edge edge, Option<EdgeCursor> after, int limit) {
        Option<Set<UserId>> among = Option.none();
        if (caller.mode() == AppMode.SANDBOX) {
            Set<UserId> visible = new HashSet<>(caller.client().sandboxUsers());
            visible.add(caller.id());
            among = Option.some(visible);
        }
        return new PageQuery(owner, direction, edge, after, limit, among);
    }

    /** The first {@code count} entries with their users; a cursor when there was one more. */
    private static UserPage page(OwnedPage found, int count) {
        List<EdgeEntry> entries = found.entries();
        List<EdgeEntry> shown = entries.subList(0, Math.min(count, entries.size()));
        Option<String> next = entries.size() > count
                ? Option.some(ListCursor.encode(shown.get(shown.size() - 1).cursor()))
                : Option.none();
        List<User> users = shown.stream()
                .map(e -> found.users().get(e.other()))
                .filter(Objects::nonNull)
                .toList();
        return new UserPage(users, next);
    }

    private static PairState stateWith(Counterpart them) {
        PairLinks links = them.links();
        return new PairState(
                links.mine(),
                links.theirs(),
                links.iBlock(),
                links.theyBlock(),
                them.user().isPrivate());
    }
}
