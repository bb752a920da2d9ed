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
import dev.shutter.ports.in.Page;
import dev.shutter.ports.in.PreparedRead;
import dev.shutter.ports.in.RelationshipListsUseCase;
import dev.shutter.ports.in.RelationshipUseCase;
import dev.shutter.ports.in.UserPage;
import dev.shutter.ports.out.Counterpart;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.EdgeEntry;
import dev.shutter.ports.out.OwnedPage;
import dev.shutter.ports.out.PageQuery;
import dev.shutter.ports.out.PairLinks;
import dev.shutter.ports.out.ReadAhead;
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

    @Override
    public Either<Failure, RelationshipView> read(Caller caller, UserId target) {
        return reading(target).apply(caller);
    }

    /**
     * One read of the store, which sees one snapshot: no transaction and no commit; none when the storage read
     * it with the caller's authentication (the same snapshot as the caller).
     */
    @Override
    public PreparedRead<RelationshipView> reading(UserId target) {
        return new PreparedRead<>(
                new ReadAhead.CounterpartOf(target),
                (caller, answer) ->
                        observing.either(Operation.RELATIONSHIP_READ, target, () -> doRead(caller, target, answer)));
    }

    private Either<Failure, RelationshipView> doRead(Caller caller, UserId target, Option<ReadAhead.Answer> answer) {
        return counterpart(caller, target, answer)
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
                        () -> counterpart(caller, command.target(), Option.none())
                                .flatMap(found -> {
                                    UserId target =
                                            found.map(c -> c.user().id()).getOrElse(caller.id());
                                    PairState before = found.map(RelationshipService::stateWith)
                                            .getOrElse(() -> PairState.strangers(
                                                    caller.user().isPrivate()));
                                    return Relationship.transition(caller.id(), target, before, action)
                                            .map(transition -> {
                                                PairWrites.apply(storage, caller.id(), target, before, transition, now);
                                                return transition.after().outgoingStatus();
                                            });
                                }));
    }

    @Override
    public Either<Failure, UserPage> follows(Caller caller, ListCommand command) {
        return follows(Option.some(command.user()), pageOf(command)).apply(caller);
    }

    @Override
    public Either<Failure, UserPage> followedBy(Caller caller, ListCommand command) {
        return followedBy(Option.some(command.user()), pageOf(command)).apply(caller);
    }

    @Override
    public Either<Failure, UserPage> requestedBy(Caller caller, ListCommand command) {
        return requestedBy(pageOf(command)).apply(caller);
    }

    @Override
    public PreparedRead<UserPage> follows(Option<UserId> user, Page page) {
        return list(Operation.FOLLOWS_LIST, user, page, Direction.OUTGOING, Edge.FOLLOWS);
    }

    @Override
    public PreparedRead<UserPage> followedBy(Option<UserId> user, Page page) {
        return list(Operation.FOLLOWED_BY_LIST, user, page, Direction.INCOMING, Edge.FOLLOWS);
    }

    @Override
    public PreparedRead<UserPage> requestedBy(Page page) {
        return list(Operation.REQUESTED_BY_LIST, Option.none(), page, Direction.INCOMING, Edge.REQUESTED);
    }

    private static Page pageOf(ListCommand command) {
        return new Page(command.count(), command.after());
    }

    /**
     * A page of {@code user}'s list (none: the caller's own): {@code count} entries and one more, which tells
     * whether a next page exists, after the cursor's position; declared once, here, for the storage to read with
     * the authentication, and read from it.
     */
    private PreparedRead<UserPage> list(
            Operation operation, Option<UserId> user, Page page, Direction direction, Edge edge) {
        ReadAhead.PageOf read =
                new ReadAhead.PageOf(user, direction, edge, page.after().map(ListCursor::position), page.count() + 1);
        return new PreparedRead<>(
                read,
                (caller, answer) -> observing.either(
                        operation, page.of(user.getOrElse(caller.id())), () -> listOf(caller, read, answer)));
    }

    private Either<Failure, UserPage> listOf(Caller caller, ReadAhead.PageOf read, Option<ReadAhead.Answer> answer) {
        int count = read.limit() - 1;
        Either<Failure, UserId> owner = read.owner().isEmpty()
                ? Either.right(caller.id())
                : visibleId(caller, read.owner().get());
        return owner.map(id -> pageQuery(caller, id, read))
                .flatMap(query -> answer.flatMap(done -> done.page(query, caller.id()))
                        .getOrElse(() -> storage.ownedPage(query, caller.id()))
                        .toEither(Failure.UserNotFound::new))
                .flatMap(found -> PrivateContent.checkView(caller.id(), found.owner(), found.ownerBlocksViewer())
                        .<Either<Failure, OwnedPage>>map(Either::left)
                        .getOrElse(Either.right(found)))
                .map(found -> page(found, count));
    }

    /**
     * The target (the caller themselves: none) with what is stored between the caller and them, or {@link
     * Failure.UserNotFound} when the calling app cannot see such a user. What was read with the authentication
     * ({@code answer}) is taken when it is that read (never in a transaction, which must read its own).
     */
    private Either<Failure, Option<Counterpart>> counterpart(
            Caller caller, UserId target, Option<ReadAhead.Answer> answer) {
        return visibleId(caller, target)
                .flatMap(id -> id.equals(caller.id())
                        ? Either.right(Option.none())
                        : answer.flatMap(done -> done.counterpart(caller.id(), id))
                                .getOrElse(() -> storage.counterpart(caller.id(), id))
                                .<Failure>toEither(Failure.UserNotFound::new)
                                .map(Option::some));
    }

    /** The id, if the calling app may see such a user. */
    private static Either<Failure, UserId> visibleId(Caller caller, UserId id) {
        return Option.of(id).filter(caller::sees).toEither(Failure.UserNotFound::new);
    }

    /** The page {@code read} declared, of {@code owner}; to a Sandbox app only its sandbox users and the caller exist, in lists too. */
    private static PageQuery pageQuery(Caller caller, UserId owner, ReadAhead.PageOf read) {
        Option<Set<UserId>> among = Option.none();
        if (caller.mode() == AppMode.SANDBOX) {
            Set<UserId> visible = new HashSet<>(caller.client().sandboxUsers());
            visible.add(caller.id());
            among = Option.some(visible);
        }
        return new PageQuery(owner, read.direction(), read.edge(), read.after(), read.limit(), among);
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
