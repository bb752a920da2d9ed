package dev.shutter.ports.service;

import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.comment.CommentText;
import dev.shutter.domain.event.Blocked;
import dev.shutter.domain.event.CommentPosted;
import dev.shutter.domain.event.DomainEvent;
import dev.shutter.domain.event.FollowRequested;
import dev.shutter.domain.event.Followed;
import dev.shutter.domain.event.TokensRevoked;
import dev.shutter.domain.event.UserPrivacyChanged;
import dev.shutter.domain.media.Media;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.RedirectUri;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.oauth.SealedSecret;
import dev.shutter.domain.oauth.Secrets;
import dev.shutter.domain.oauth.StoredSecret;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.PairState;
import dev.shutter.domain.relationship.Relationship;
import dev.shutter.domain.relationship.Transition;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.OperatorUseCase;
import dev.shutter.ports.in.Seed;
import dev.shutter.ports.out.PasswordHashing;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/** The operator's requests, each in one transaction; a seed is one transaction for all of it. */
public final class OperatorService implements OperatorUseCase {

    private final Storage storage;
    private final TimeSource clock;
    private final Randomness randomness;
    private final PasswordHashing passwords;
    private final Settings settings;
    private final Validation validation;

    OperatorService(
            Storage storage,
            TimeSource clock,
            Randomness randomness,
            PasswordHashing passwords,
            Settings settings,
            Validation validation) {
        this.storage = storage;
        this.clock = clock;
        this.randomness = randomness;
        this.passwords = passwords;
        this.settings = settings;
        this.validation = validation;
    }

    @Override
    public Either<OperatorFailure, User> createUser(CreateUserCommand command) {
        return inTransaction(() -> doCreateUser(command));
    }

    @Override
    public Either<OperatorFailure, User> makePrivate(UserId user) {
        return privacy(user, true);
    }

    @Override
    public Either<OperatorFailure, User> makePublic(UserId user) {
        return privacy(user, false);
    }

    private Either<OperatorFailure, User> privacy(UserId userId, boolean isPrivate) {
        Instant now = clock.now();
        return inTransaction(() -> user(userId).map(user -> {
            User changed = user.withPrivate(isPrivate);
            storage.users().update(changed);
            if (user.isPrivate() != isPrivate) {
                storage.outbox().append(List.of(new UserPrivacyChanged(user.id(), isPrivate)), now);
            }
            if (user.isPrivate() && !isPrivate) {
                approvePendingRequestsTo(user, now);
            }
            return changed;
        }));
    }

    @Override
    public Either<OperatorFailure, Media> createMedia(CreateMediaCommand command) {
        return inTransaction(() -> doCreateMedia(command));
    }

    @Override
    public Either<OperatorFailure, AppCreated> createApp(CreateAppCommand command) {
        return inTransaction(() -> doCreateApp(command));
    }

    @Override
    public Either<OperatorFailure, Client> approveScopes(ClientId app, Set<Scope> scopes) {
        Option<OperatorFailure> refused = reviewRefusal();
        if (refused.isDefined()) {
            return Either.left(refused.get());
        }
        return updateClient(app, client -> Either.right(client.approved(Scopes.of(scopes))));
    }

    @Override
    public Option<OperatorFailure> reviewRefusal() {
        return settings.timeline().registrationOpenAt(clock.now())
                ? Option.none()
                : Option.some(new OperatorFailure("", "permission review was discontinued"));
    }

    @Override
    public Either<OperatorFailure, Client> grantCommentWrite(ClientId app) {
        return updateClient(app, client -> Either.right(client.withCommentWrite(true)));
    }

    @Override
    public Either<OperatorFailure, Client> revokeCommentWrite(ClientId app) {
        return updateClient(app, client -> Either.right(client.withCommentWrite(false)));
    }

    @Override
    public Either<OperatorFailure, Client> setSandboxUsers(ClientId app, Set<UserId> users) {
        return updateClient(app, client -> sandboxUsers(users, "sandbox_users").map(client::withSandboxUsers));
    }

    @Override
    public Either<OperatorFailure, User> revokeTokensOfUser(UserId userId) {
        Instant now = clock.now();
        return inTransaction(() -> user(userId)
                .peek(user -> storage.outbox()
                        .append(
                                TokenService.revoked(
                                        storage.accessTokens().revokeAllOf(user.id(), now), TokensRevoked.By.OPERATOR),
                                now)));
    }

    @Override
    public Either<OperatorFailure, Client> revokeTokensOfApp(ClientId clientId) {
        Instant now = clock.now();
        return inTransaction(() -> client(clientId)
                .peek(client -> storage.outbox()
                        .append(
                                TokenService.revoked(
                                        storage.accessTokens().revokeAllOf(client.id(), now),
                                        TokensRevoked.By.OPERATOR),
                                now)));
    }

    @Override
    public Either<OperatorFailure, Seed> seed(Seed seed) {
        return inTransaction(() -> {
            List<Either<OperatorFailure, ?>> steps = new ArrayList<>();
            for (int i = 0; i < seed.users().size() && allRight(steps); i++) {
                steps.add(within("users[" + i + "]", doCreateUser(seed.users().get(i))));
            }
            for (int i = 0; i < seed.media().size() && allRight(steps); i++) {
                steps.add(within("media[" + i + "]", doCreateMedia(seed.media().get(i))));
            }
            for (int i = 0; i < seed.apps().size() && allRight(steps); i++) {
                steps.add(within("apps[" + i + "]", doCreateApp(seed.apps().get(i))));
            }
            for (int i = 0; i < seed.blocks().size() && allRight(steps); i++) {
                steps.add(within("blocks[" + i + "]", doBlock(seed.blocks().get(i))));
            }
            for (int i = 0; i < seed.follows().size() && allRight(steps); i++) {
                steps.add(within("follows[" + i + "]", doFollow(seed.follows().get(i))));
            }
            for (int i = 0; i < seed.comments().size() && allRight(steps); i++) {
                steps.add(
                        within("comments[" + i + "]", doComment(seed.comments().get(i))));
            }
            return steps.stream()
                    .filter(Either::isLeft)
                    .findFirst()
                    .<Either<OperatorFailure, Seed>>map(failed -> Either.left(failed.getLeft()))
                    .orElse(Either.right(seed));
        });
    }

    private Either<OperatorFailure, User> doCreateUser(CreateUserCommand command) {
        Option<OperatorFailure> invalid = validation.checkOperator(command);
        if (invalid.isDefined()) {
            return Either.left(invalid.get());
        }
        UserId id = command.id() != null ? new UserId(command.id()) : freeUserId();
        if (storage.users().find(id).isDefined()) {
            return Either.left(new OperatorFailure("id", "user " + id + " already exists"));
        }
        if (storage.users().erased(id)) {
            return Either.left(new OperatorFailure("id", "user " + id + " was erased; an id is never reused"));
        }
        if (storage.users().findByUsername(command.username()).isDefined()) {
            return Either.left(new OperatorFailure("username", "username " + command.username() + " is taken"));
        }
        User user = new User(
                id,
                command.username(),
                command.fullName(),
                command.firstName(),
                command.lastName(),
                command.profilePicture(),
                command.isPrivate());
        storage.users().add(user, Option.of(command.password()).map(passwords::hash));
        return Either.right(user);
    }

    private Either<OperatorFailure, Media> doCreateMedia(CreateMediaCommand command) {
        Option<OperatorFailure> invalid = validation.checkOperator(command);
        if (invalid.isDefined()) {
            return Either.left(invalid.get());
        }
        return user(command.owner())
                .mapLeft(f -> new OperatorFailure("owner", f.message()))
                .flatMap(owner -> {
                    MediaId id = command.id() != null
                            ? new MediaId(command.id())
                            : new MediaId(Long.toString(Math.floorMod(randomness.nextLong(), 900_000_000_000_000_000L)
                                            + 100_000_000_000_000_000L)
                                    + "_" + owner.id());
                    if (storage.media().find(id).isDefined()) {
                        return Either.left(new OperatorFailure("id", "media " + id + " already exists"));
                    }
                    Media media = new Media(id, owner.id());
                    storage.media().add(media);
                    return Either.right(media);
                });
    }

    private Either<OperatorFailure, AppCreated> doCreateApp(CreateAppCommand command) {
        Option<OperatorFailure> invalid = validation.checkOperator(command);
        if (invalid.isDefined()) {
            return Either.left(invalid.get());
        }
        Instant now = clock.now();
        if (!settings.timeline().registrationOpenAt(now)) {
            return Either.left(new OperatorFailure("", "new client registration was discontinued"));
        }
        ClientId id = command.clientId() != null
                ? new ClientId(command.clientId())
                : new ClientId(java.util.HexFormat.of().formatHex(randomness.bytes(8)));
        if (storage.clients().find(id).isDefined()) {
            return Either.left(new OperatorFailure("client_id", "app " + id + " already exists"));
        }
        List<RedirectUri> uris = new ArrayList<>();
        for (int i = 0; i < command.redirectUris().size(); i++) {
            Either<String, RedirectUri> uri =
                    RedirectUri.registrable(command.redirectUris().get(i));
            if (uri.isLeft()) {
                return Either.left(new OperatorFailure("redirect_uris[" + i + "]", uri.getLeft()));
            }
            uris.add(uri.get());
        }
        if (command.isPublic() && command.clientSecret() != null) {
            return Either.left(new OperatorFailure("client_secret", "a public client has no secret"));
        }
        Set<Scope> approved = EnumSet.noneOf(Scope.class);
        for (String name : command.approvedScopes()) {
            Option<Scope> scope = Scope.byWireName(name);
            if (scope.isEmpty()) {
                return Either.left(new OperatorFailure("approved_scopes", "unknown scope " + name));
            }
            approved.add(scope.get());
        }
        Either<OperatorFailure, Set<UserId>> sandbox = rawSandboxUsers(command.sandboxUsers(), "sandbox_users");
        if (sandbox.isLeft()) {
            return Either.left(sandbox.getLeft());
        }
        Option<String> plainSecret = command.isPublic()
                ? Option.none()
                : Option.some(Option.of(command.clientSecret())
                        .getOrElse(() -> Secrets.opaque(randomness.bytes(Secrets.CLIENT_SECRET_BYTES))));
        Option<StoredSecret> stored = plainSecret.map(secret -> command.clientSecret() != null
                ? new StoredSecret(StoredSecret.Kind.SLOW, passwords.hash(secret))
                : StoredSecret.ofGenerated(secret));
        Option<String> sealed = Option.none();
        if (command.enforceSignedRequests()) {
            if (plainSecret.isEmpty() || settings.sealingKey().isEmpty()) {
                return Either.left(new OperatorFailure(
                        "enforce_signed_requests", "signed requests need a confidential app and a server sealing key"));
            }
            sealed = Option.some(SealedSecret.seal(
                    settings.sealingKey().get().bytes(),
                    randomness.bytes(SealedSecret.NONCE_BYTES),
                    plainSecret.get()));
        }
        Instant created = Option.of(command.createdTime()).getOrElse(now);
        AppStatus status = Option.of(command.status())
                .flatMap(AppStatus::byWireName)
                .getOrElse(() -> settings.timeline().initialStatus(created));
        Client client = new Client(
                id,
                stored,
                command.name(),
                uris,
                status,
                Scopes.of(approved),
                sandbox.get(),
                command.commentWrite(),
                command.implicit(),
                command.enforceSignedRequests(),
                sealed,
                created);
        storage.clients().save(client);
        return Either.right(new AppCreated(client, command.clientSecret() == null ? plainSecret : Option.none()));
    }

    private Either<OperatorFailure, Boolean> doBlock(Seed.Block block) {
        return user(block.from())
                .flatMap(from -> user(block.to()).flatMap(to -> {
                    if (from.id().equals(to.id())) {
                        return Either.left(new OperatorFailure("to", "a user cannot block themselves"));
                    }
                    if (!storage.relationships().blocks(from.id(), to.id())) {
                        storage.relationships().setBlock(from.id(), to.id(), true);
                        storage.outbox().append(List.of(new Blocked(from.id(), to.id())), clock.now());
                    }
                    return Either.right(true);
                }));
    }

    private Either<OperatorFailure, Boolean> doFollow(Seed.Follow follow) {
        Instant now = clock.now();
        return user(follow.from())
                .flatMap(from -> user(follow.to()).flatMap(to -> {
                    Edge edge = "requested".equals(follow.status())
                            ? Edge.REQUESTED
                            : follow.status() == null || "follows".equals(follow.status()) ? Edge.FOLLOWS : Edge.NONE;
                    if (edge == Edge.NONE) {
                        return Either.left(new OperatorFailure("status", "must be follows or requested"));
                    }
                    if (from.id().equals(to.id())) {
                        return Either.left(new OperatorFailure("to", "a user cannot follow themselves"));
                    }
                    if (storage.relationships().blocks(from.id(), to.id())
                            || storage.relationships().blocks(to.id(), from.id())) {
                        return Either.left(new OperatorFailure("", "a block stands between these users"));
                    }
                    if (edge == Edge.REQUESTED && !to.isPrivate()) {
                        return Either.left(new OperatorFailure("status", "only a private user can be requested"));
                    }
                    if (storage.relationships().edge(from.id(), to.id()) != edge) {
                        storage.relationships().setEdge(from.id(), to.id(), edge, now);
                        DomainEvent event = edge == Edge.REQUESTED
                                ? new FollowRequested(from.id(), to.id())
                                : new Followed(from.id(), to.id());
                        storage.outbox().append(List.of(event), now);
                    }
                    return Either.right(true);
                }));
    }

    private Either<OperatorFailure, Comment> doComment(Seed.SeedComment seeded) {
        Option<Media> media = MediaId.parse(seeded.media()).flatMap(storage.media()::find);
        if (media.isEmpty()) {
            return Either.left(new OperatorFailure("media", "no media " + seeded.media()));
        }
        return user(seeded.from())
                .mapLeft(f -> new OperatorFailure("from", f.message()))
                .flatMap(author -> {
                    Either<dev.shutter.domain.Failure, CommentText> text = CommentText.parse(seeded.text());
                    if (text.isLeft()) {
                        return Either.left(
                                new OperatorFailure("text", text.getLeft().message()));
                    }
                    CommentId id = seeded.id() != null
                            ? CommentId.parse(seeded.id()).getOrNull()
                            : CommentId.fromRandom(randomness.nextLong());
                    if (id == null) {
                        return Either.left(new OperatorFailure("id", "a comment id is digits"));
                    }
                    Comment comment = new Comment(
                            id,
                            media.get().id(),
                            author.id(),
                            text.get(),
                            Option.of(seeded.createdTime()).getOrElse(clock::now));
                    storage.comments().add(comment);
                    storage.outbox()
                            .append(
                                    List.of(new CommentPosted(
                                            comment.id(),
                                            comment.media(),
                                            comment.from(),
                                            media.get().owner())),
                                    clock.now());
                    return Either.right(comment);
                });
    }

    private void approvePendingRequestsTo(User user, Instant now) {
        // in id order, so that the events come in the same order from every store
        for (UserId requester : storage.relationships().requestersOf(user.id()).stream()
                .sorted()
                .toList()) {
            PairState seenByRequester = new PairState(
                    Edge.REQUESTED,
                    storage.relationships().edge(user.id(), requester),
                    storage.relationships().blocks(requester, user.id()),
                    storage.relationships().blocks(user.id(), requester),
                    true);
            Transition approved = Relationship.afterTurningPublic(requester, user.id(), seenByRequester);
            storage.relationships()
                    .setEdge(requester, user.id(), approved.after().mine(), now);
            storage.outbox().append(approved.events(), now);
        }
    }

    private Either<OperatorFailure, Set<UserId>> rawSandboxUsers(Set<String> raw, String field) {
        if (raw.size() > Client.MAX_SANDBOX_USERS) {
            return sandboxUsers(Set.of(), raw.size(), field);
        }
        Set<UserId> ids = new HashSet<>();
        for (String id : raw) {
            Either<OperatorFailure, User> user = user(id);
            if (user.isLeft()) {
                return Either.left(user.getLeft().within(field));
            }
            ids.add(user.get().id());
        }
        return Either.right(ids);
    }

    private Either<OperatorFailure, Set<UserId>> sandboxUsers(Set<UserId> raw, String field) {
        return sandboxUsers(raw, raw.size(), field);
    }

    private Either<OperatorFailure, Set<UserId>> sandboxUsers(Set<UserId> raw, int size, String field) {
        if (size > Client.MAX_SANDBOX_USERS) {
            return Either.left(new OperatorFailure(field, "at most " + Client.MAX_SANDBOX_USERS + " sandbox users"));
        }
        Set<UserId> ids = new HashSet<>();
        for (UserId id : raw) {
            Either<OperatorFailure, User> user = user(id);
            if (user.isLeft()) {
                return Either.left(user.getLeft().within(field));
            }
            ids.add(user.get().id());
        }
        return Either.right(ids);
    }

    private Either<OperatorFailure, Client> updateClient(
            ClientId clientId, Function<Client, Either<OperatorFailure, Client>> change) {
        return inTransaction(() -> client(clientId).flatMap(change).peek(storage.clients()::save));
    }

    private Either<OperatorFailure, User> user(String raw) {
        return Lookups.user(storage, raw);
    }

    private Either<OperatorFailure, User> user(UserId id) {
        return Lookups.user(storage, id);
    }

    private Either<OperatorFailure, Client> client(ClientId id) {
        return Lookups.app(storage, id);
    }

    private UserId freeUserId() {
        UserId id;
        do {
            id = new UserId(Long.toString(Math.floorMod(randomness.nextLong(), 9_000_000_000L) + 1_000_000_000L));
        } while (storage.users().find(id).isDefined() || storage.users().erased(id));
        return id;
    }

    private <T> Either<OperatorFailure, T> inTransaction(java.util.function.Supplier<Either<OperatorFailure, T>> work) {
        return storage.transactions().execute(work);
    }

    private static <T> Either<OperatorFailure, T> within(String where, Either<OperatorFailure, T> step) {
        return step.mapLeft(f -> f.within(where));
    }

    private static boolean allRight(List<Either<OperatorFailure, ?>> steps) {
        return steps.stream().allMatch(Either::isRight);
    }
}
