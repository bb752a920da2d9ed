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
public final class OperatorService implements OperatorUseCase {

    private final Storage storage;
    private final OperatorUsers users;
    private final OperatorMedia media;
    private final OperatorApps apps;
    private final OperatorSeeding seeding;

    OperatorService(
            Storage storage,
            TimeSource clock,
            Randomness randomness,
            PasswordHashing passwords,
            Settings settings,
            Validation validation) {
        this.storage = storage;
        this.users = new OperatorUsers(storage, clock, randomness, passwords, validation);
        this.media = new OperatorMedia(storage, randomness);
        this.apps = new OperatorApps(storage, clock, randomness, passwords, settings, validation);
        this.seeding = new OperatorSeeding(storage, clock, randomness, users, media, apps);
    }

    @Override
    public Either<OperatorFailure, User> createUser(CreateUserCommand command) {
        return storage.transactions().execute(() -> users.create(command));
    }

    @Override
    public Either<OperatorFailure, User> makePrivate(UserId user) {
        return users.privacy(user, true);
    }

    @Override
    public Either<OperatorFailure, User> makePublic(UserId user) {
        return users.privacy(user, false);
    }

    @Override
    public Either<OperatorFailure, User> revokeTokensOfUser(UserId user) {
        return users.revokeTokens(user);
    }

    @Override
    public Either<OperatorFailure, Media> createMedia(CreateMediaCommand command) {
        return storage.transactions().execute(() -> media.create(command));
    }

    @Override
    public Either<OperatorFailure, AppCreated> createApp(CreateAppCommand command) {
        return storage.transactions().execute(() -> apps.create(command));
    }

    @Override
    public Either<OperatorFailure, Client> approveScopes(ClientId app, Set<Scope> scopes) {
        return apps.approve(app, scopes);
    }

    @Override
    public Option<OperatorFailure> reviewRefusal() {
        return apps.reviewRefusal();
    }

    @Override
    public Either<OperatorFailure, Client> grantCommentWrite(ClientId app) {
        return apps.grantCommentWrite(app);
    }

    @Override
    public Either<OperatorFailure, Client> revokeCommentWrite(ClientId app) {
        return apps.revokeCommentWrite(app);
    }

    @Override
    public Either<OperatorFailure, Client> setSandboxUsers(ClientId app, Set<UserId> users) {
        return apps.sandboxUsers(app, users);
    }

    @Override
    public Either<OperatorFailure, Client> revokeTokensOfApp(ClientId app) {
        return apps.revokeTokens(app);
    }

    @Override
    public Either<OperatorFailure, Seed> seed(Seed seed) {
        return seeding.seed(seed);
    }
}
