package dev.shutter.server.metrics;

import dev.shutter.domain.media.Media;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.OperatorUseCase;
import dev.shutter.ports.in.Seed;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Set;

/** The operator's revocations, counted; everything else passed through. */
record CountedOperator(OperatorUseCase inner, DomainMeters meters) implements OperatorUseCase {
    @Override
    public Either<OperatorFailure, User> createUser(CreateUserCommand command) {
        return inner.createUser(command);
    }

    @Override
    public Either<OperatorFailure, User> makePrivate(UserId user) {
        return inner.makePrivate(user);
    }

    @Override
    public Either<OperatorFailure, User> makePublic(UserId user) {
        return inner.makePublic(user);
    }

    @Override
    public Either<OperatorFailure, Media> createMedia(CreateMediaCommand command) {
        return inner.createMedia(command);
    }

    @Override
    public Either<OperatorFailure, AppCreated> createApp(CreateAppCommand command) {
        return inner.createApp(command);
    }

    @Override
    public Either<OperatorFailure, Client> approveScopes(ClientId app, Set<Scope> scopes) {
        return inner.approveScopes(app, scopes);
    }

    @Override
    public Option<OperatorFailure> reviewRefusal() {
        return inner.reviewRefusal();
    }

    @Override
    public Either<OperatorFailure, Client> grantCommentWrite(ClientId app) {
        return inner.grantCommentWrite(app);
    }

    @Override
    public Either<OperatorFailure, Client> revokeCommentWrite(ClientId app) {
        return inner.revokeCommentWrite(app);
    }

    @Override
    public Either<OperatorFailure, Client> setSandboxUsers(ClientId app, Set<UserId> users) {
        return inner.setSandboxUsers(app, users);
    }

    @Override
    public Either<OperatorFailure, User> revokeTokensOfUser(UserId userId) {
        return inner.revokeTokensOfUser(userId)
                .peek(user -> meters.tokensRevoked("operator").increment());
    }

    @Override
    public Either<OperatorFailure, Client> revokeTokensOfApp(ClientId clientId) {
        return inner.revokeTokensOfApp(clientId)
                .peek(client -> meters.tokensRevoked("operator").increment());
    }

    @Override
    public Either<OperatorFailure, Seed> seed(Seed seed) {
        return inner.seed(seed);
    }
}
