package dev.shutter.ports.service;

import dev.shutter.domain.event.TokensRevoked;
import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.RedirectUri;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.oauth.SealedSecret;
import dev.shutter.domain.oauth.Secrets;
import dev.shutter.domain.oauth.StoredSecret;
import dev.shutter.domain.registration.RegistrationPolicy;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.out.PasswordHashing;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/** The operator's apps: registration by the registration rules, review, grants, sandbox users, revocation. */
final class OperatorApps {

    private final Storage storage;
    private final TimeSource clock;
    private final Randomness randomness;
    private final PasswordHashing passwords;
    private final Settings settings;
    private final Validation validation;

    OperatorApps(
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

    /**
     * Registers an app, in the caller's transaction: the command's limits, the cut-over, a free id, the
     * rules of {@link RegistrationPolicy#OF_THE_APP}, sandbox users who exist, a sealing key for signing.
     */
    Either<OperatorFailure, AppCreated> create(CreateAppCommand command) {
        Option<OperatorFailure> invalid = validation.checkOperator(command);
        if (invalid.isDefined()) {
            return Either.left(invalid.get());
        }
        Instant now = clock.now();
        if (!settings.timeline().registrationOpenAt(now)) {
            return Either.left(new OperatorFailure("", "new client registration was discontinued"));
        }
        ClientId id =
                command.clientId().getOrElse(() -> new ClientId(HexFormat.of().formatHex(randomness.bytes(8))));
        if (storage.clients().find(id).isDefined()) {
            return Either.left(new OperatorFailure("client_id", "app " + id + " already exists"));
        }
        Option<RegistrationPolicy.Refusal> refused =
                RegistrationPolicy.firstRefusal(RegistrationPolicy.OF_THE_APP, command.draft());
        if (refused.isDefined()) {
            return Either.left(
                    new OperatorFailure(refused.get().field(), refused.get().reason()));
        }
        Either<OperatorFailure, Set<UserId>> sandbox = existing(command.sandboxUsers());
        if (sandbox.isLeft()) {
            return Either.left(sandbox.getLeft());
        }
        Option<String> plainSecret = command.isPublic()
                ? Option.none()
                : Option.some(command.clientSecret()
                        .getOrElse(() -> Secrets.opaque(randomness.bytes(Secrets.CLIENT_SECRET_BYTES))));
        Option<StoredSecret> stored =
                plainSecret.map(secret -> command.clientSecret().isDefined()
                        ? new StoredSecret(StoredSecret.Kind.SLOW, passwords.hash(secret))
                        : StoredSecret.ofGenerated(secret));
        Option<String> sealed = Option.none();
        if (command.enforceSignedRequests()) {
            if (settings.sealingKey().isEmpty()) {
                return Either.left(new OperatorFailure(
                        "enforce_signed_requests", "signed requests need a confidential app and a server sealing key"));
            }
            sealed = Option.some(SealedSecret.seal(
                    settings.sealingKey().get().bytes(),
                    randomness.bytes(SealedSecret.NONCE_BYTES),
                    plainSecret.get()));
        }
        Instant created = command.createdTime().getOrElse(now);
        AppStatus status = command.status().getOrElse(() -> settings.timeline().initialStatus(created));
        List<RedirectUri> uris =
                command.redirectUris().stream().map(RedirectUri::of).toList();
        Client.Builder app = Client.registered(id, command.name(), uris, created)
                .status(status)
                .approvedScopes(Scopes.of(command.approvedScopes()))
                .sandboxUsers(sandbox.get());
        stored.forEach(app::secret);
        if (command.commentWrite()) {
            app.commentWrite();
        }
        if (command.implicit()) {
            app.implicitFlow();
        }
        if (command.enforceSignedRequests()) {
            app.signedRequests();
        }
        sealed.forEach(app::sealedSigningSecret);
        Client client = app.build();
        storage.clients().save(client);
        return Either.right(new AppCreated(client, command.clientSecret().isEmpty() ? plainSecret : Option.none()));
    }

    /** Why a review is refused whatever it names, if it is: after the cut-over. */
    Option<OperatorFailure> reviewRefusal() {
        return settings.timeline().registrationOpenAt(clock.now())
                ? Option.none()
                // Named after the field, so that it is 400: a failure that names nothing is an unknown id (404).
                : Option.some(new OperatorFailure("scopes", "permission review was discontinued"));
    }

    Either<OperatorFailure, Client> approve(ClientId app, Set<Scope> scopes) {
        Option<OperatorFailure> refused = reviewRefusal();
        if (refused.isDefined()) {
            return Either.left(refused.get());
        }
        return update(app, client -> Either.right(client.approved(Scopes.of(scopes))));
    }

    Either<OperatorFailure, Client> grantCommentWrite(ClientId app) {
        return update(app, client -> Either.right(client.withCommentWrite()));
    }

    Either<OperatorFailure, Client> revokeCommentWrite(ClientId app) {
        return update(app, client -> Either.right(client.withoutCommentWrite()));
    }

    Either<OperatorFailure, Client> sandboxUsers(ClientId app, Set<UserId> users) {
        return update(app, client -> existing(users).map(client::withSandboxUsers));
    }

    Either<OperatorFailure, Client> revokeTokens(ClientId app) {
        Instant now = clock.now();
        return storage.transactions()
                .execute(() -> Lookups.app(storage, app)
                        .peek(client -> storage.outbox()
                                .append(
                                        TokenService.revoked(
                                                storage.accessTokens().revokeAllOf(client.id(), now),
                                                TokensRevoked.By.OPERATOR),
                                        now)));
    }

    /** The users, if there are at most 10 and each exists; else the first refusal, under {@code sandbox_users}. */
    private Either<OperatorFailure, Set<UserId>> existing(Set<UserId> users) {
        if (users.size() > Client.MAX_SANDBOX_USERS) {
            return Either.left(
                    new OperatorFailure("sandbox_users", "at most " + Client.MAX_SANDBOX_USERS + " sandbox users"));
        }
        Set<UserId> ids = new LinkedHashSet<>();
        for (UserId id : users) {
            Either<OperatorFailure, ?> user = Lookups.user(storage, id);
            if (user.isLeft()) {
                return Either.left(user.getLeft().within("sandbox_users"));
            }
            ids.add(id);
        }
        return Either.right(ids);
    }

    private Either<OperatorFailure, Client> update(
            ClientId app, Function<Client, Either<OperatorFailure, Client>> change) {
        return storage.transactions()
                .execute(() -> Lookups.app(storage, app).flatMap(change).peek(storage.clients()::save));
    }
}
