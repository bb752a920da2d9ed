package dev.shutter.ports.service;

import dev.shutter.domain.event.AppAuthorized;
import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.oauth.AppMode;
import dev.shutter.domain.oauth.AuthorizationCode;
import dev.shutter.domain.oauth.AuthorizationFailure;
import dev.shutter.domain.oauth.AuthorizationRequest;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.CodeText;
import dev.shutter.domain.oauth.ResponseType;
import dev.shutter.domain.oauth.Secrets;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.AuthorizationGrant;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.AuthorizeUseCase;
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;

/** The authorization endpoint's decisions: validate, approve (a code or a token), deny. */
final class AuthorizationService implements AuthorizeUseCase {

    private final Storage storage;
    private final TimeSource clock;
    private final Randomness randomness;
    private final Settings settings;
    private final Observing observing;

    AuthorizationService(
            Storage storage, TimeSource clock, Randomness randomness, Settings settings, Observing observing) {
        this.storage = storage;
        this.clock = clock;
        this.randomness = randomness;
        this.settings = settings;
        this.observing = observing;
    }

    @Override
    public Either<AuthorizationFailure, AuthorizationRequest> validate(AuthorizeCommand command) {
        return observing.either(Operation.AUTHORIZE_VALIDATE, command, () -> doValidate(command));
    }

    private Either<AuthorizationFailure, AuthorizationRequest> doValidate(AuthorizeCommand command) {
        Instant now = clock.now();
        Option<Client> client = settings.timeline().clientsWorkAt(now)
                ? ClientId.parse(command.clientId()).flatMap(storage.clients()::find)
                : Option.none();
        AppMode mode =
                client.map(c -> settings.timeline().modeAt(c.status(), now)).getOrElse(AppMode.LIVE);
        return AuthorizationRequest.validate(command.parameters(), client, mode);
    }

    @Override
    public Either<AuthorizationFailure, AuthorizationRequest> validateFor(UserId user, AuthorizeCommand command) {
        return observing.either(Operation.AUTHORIZE_VALIDATE, command, () -> doValidateFor(user, command));
    }

    private Either<AuthorizationFailure, AuthorizationRequest> doValidateFor(UserId user, AuthorizeCommand command) {
        Instant now = clock.now();
        return doValidate(command).flatMap(request -> {
            AppMode mode = settings.timeline().modeAt(request.client().status(), now);
            return request.client().sees(user, mode)
                    ? Either.right(request)
                    : Either.left(AuthorizationFailure.Page.sandboxOnly());
        });
    }

    @Override
    public Either<AuthorizationFailure, AuthorizationGrant> approve(UserId user, AuthorizeCommand command) {
        return observing.either(Operation.AUTHORIZE_APPROVE, command, () -> doApprove(user, command));
    }

    private Either<AuthorizationFailure, AuthorizationGrant> doApprove(UserId user, AuthorizeCommand command) {
        return doValidateFor(user, command)
                .flatMap(request ->
                        storage.transactions().execute(() -> Either.right(issue(user, request, clock.now()))));
    }

    @Override
    public Either<AuthorizationFailure, AuthorizationFailure.Redirect> deny(UserId user, AuthorizeCommand command) {
        return observing.either(Operation.AUTHORIZE_DENY, command, () -> doDeny(user, command));
    }

    private Either<AuthorizationFailure, AuthorizationFailure.Redirect> doDeny(UserId user, AuthorizeCommand command) {
        return doValidateFor(user, command).map(request -> AuthorizationFailure.Redirect.denied(request.target()));
    }

    private AuthorizationGrant issue(UserId user, AuthorizationRequest request, Instant now) {
        storage.outbox().append(List.of(new AppAuthorized(user, request.client().id(), request.scopes())), now);
        if (request.responseType() == ResponseType.TOKEN) {
            String token = Secrets.accessToken(user, randomness.bytes(Secrets.TOKEN_BYTES));
            storage.accessTokens()
                    .add(AccessToken.issue(token, user, request.client().id(), request.scopes(), now, Option.none()));
            return new AuthorizationGrant.TokenIssued(request.target(), token);
        }
        String code = Secrets.opaque(randomness.bytes(Secrets.CODE_BYTES));
        storage.authorizationCodes().add(AuthorizationCode.issue(code, request, user, now, settings.codeLifetime()));
        return new AuthorizationGrant.CodeIssued(request.target(), new CodeText(code));
    }
}
