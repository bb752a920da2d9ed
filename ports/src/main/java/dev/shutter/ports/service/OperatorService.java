package dev.shutter.ports.service;

import dev.shutter.domain.media.Media;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.OperatorUseCase;
import dev.shutter.ports.in.Seed;
import dev.shutter.ports.out.PasswordHashing;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Set;

/**
 * The operator's requests, each in one transaction (a seed is one transaction for all of it), served by
 * what they are about: {@link OperatorUsers}, {@link OperatorMedia}, {@link OperatorApps} and {@link
 * OperatorSeeding}, which registers through the other three.
 */
final class OperatorService implements OperatorUseCase {

    private final Storage storage;
    private final OperatorUsers users;
    private final OperatorMedia media;
    private final OperatorApps apps;
    private final OperatorSeeding seeding;
    private final Observing observing;

    OperatorService(
            Storage storage,
            TimeSource clock,
            Randomness randomness,
            PasswordHashing passwords,
            Settings settings,
            Validation validation,
            Observing observing) {
        this.storage = storage;
        this.users = new OperatorUsers(storage, clock, randomness, passwords, validation);
        this.media = new OperatorMedia(storage, randomness);
        this.apps = new OperatorApps(storage, clock, randomness, passwords, settings, validation);
        this.seeding = new OperatorSeeding(storage, clock, randomness, users, media, apps);
        this.observing = observing;
    }

    @Override
    public Either<OperatorFailure, User> createUser(CreateUserCommand command) {
        return observing.either(Operation.USER_CREATE, command, () -> doCreateUser(command));
    }

    private Either<OperatorFailure, User> doCreateUser(CreateUserCommand command) {
        return storage.transactions().execute(() -> users.create(command));
    }

    @Override
    public Either<OperatorFailure, User> makePrivate(UserId user) {
        return observing.either(Operation.USER_MAKE_PRIVATE, user, () -> doMakePrivate(user));
    }

    private Either<OperatorFailure, User> doMakePrivate(UserId user) {
        return users.privacy(user, true);
    }

    @Override
    public Either<OperatorFailure, User> makePublic(UserId user) {
        return observing.either(Operation.USER_MAKE_PUBLIC, user, () -> doMakePublic(user));
    }

    private Either<OperatorFailure, User> doMakePublic(UserId user) {
        return users.privacy(user, false);
    }

    @Override
    public Either<OperatorFailure, User> revokeTokensOfUser(UserId user) {
        return observing.either(Operation.USER_REVOKE_TOKENS, user, () -> doRevokeTokensOfUser(user));
    }

    private Either<OperatorFailure, User> doRevokeTokensOfUser(UserId user) {
        return users.revokeTokens(user);
    }

    @Override
    public Either<OperatorFailure, Media> createMedia(CreateMediaCommand command) {
        return observing.either(Operation.MEDIA_CREATE, command, () -> doCreateMedia(command));
    }

    private Either<OperatorFailure, Media> doCreateMedia(CreateMediaCommand command) {
        return storage.transactions().execute(() -> media.create(command));
    }

    @Override
    public Either<OperatorFailure, AppCreated> createApp(CreateAppCommand command) {
        return observing.either(Operation.APP_CREATE, command, () -> doCreateApp(command));
    }

    private Either<OperatorFailure, AppCreated> doCreateApp(CreateAppCommand command) {
        return storage.transactions().execute(() -> apps.create(command));
    }

    @Override
    public Either<OperatorFailure, Client> approveScopes(ClientId app, Set<Scope> scopes) {
        return observing.either(Operation.APP_APPROVE_SCOPES, app, () -> doApproveScopes(app, scopes));
    }

    private Either<OperatorFailure, Client> doApproveScopes(ClientId app, Set<Scope> scopes) {
        return apps.approve(app, scopes);
    }

    @Override
    public Option<OperatorFailure> reviewRefusal() {
        return observing.value(Operation.APP_REVIEW_REFUSAL, null, () -> doReviewRefusal());
    }

    private Option<OperatorFailure> doReviewRefusal() {
        return apps.reviewRefusal();
    }

    @Override
    public Either<OperatorFailure, Client> grantCommentWrite(ClientId app) {
        return observing.either(Operation.APP_GRANT_COMMENT_WRITE, app, () -> doGrantCommentWrite(app));
    }

    private Either<OperatorFailure, Client> doGrantCommentWrite(ClientId app) {
        return apps.grantCommentWrite(app);
    }

    @Override
    public Either<OperatorFailure, Client> revokeCommentWrite(ClientId app) {
        return observing.either(Operation.APP_REVOKE_COMMENT_WRITE, app, () -> doRevokeCommentWrite(app));
    }

    private Either<OperatorFailure, Client> doRevokeCommentWrite(ClientId app) {
        return apps.revokeCommentWrite(app);
    }

    @Override
    public Either<OperatorFailure, Client> setSandboxUsers(ClientId app, Set<UserId> users) {
        return observing.either(Operation.APP_SET_SANDBOX_USERS, app, () -> doSetSandboxUsers(app, users));
    }

    private Either<OperatorFailure, Client> doSetSandboxUsers(ClientId app, Set<UserId> users) {
        return apps.sandboxUsers(app, users);
    }

    @Override
    public Either<OperatorFailure, Client> revokeTokensOfApp(ClientId app) {
        return observing.either(Operation.APP_REVOKE_TOKENS, app, () -> doRevokeTokensOfApp(app));
    }

    private Either<OperatorFailure, Client> doRevokeTokensOfApp(ClientId app) {
        return apps.revokeTokens(app);
    }

    @Override
    public Either<OperatorFailure, Seed> seed(Seed seed) {
        return observing.either(Operation.SEED, seed, () -> doSeed(seed));
    }

    private Either<OperatorFailure, Seed> doSeed(Seed seed) {
        return seeding.seed(seed);
    }
}
