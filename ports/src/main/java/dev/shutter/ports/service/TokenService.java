package dev.shutter.ports.service;

import dev.shutter.domain.event.DomainEvent;
import dev.shutter.domain.event.TokensRevoked;
import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.oauth.AuthorizationCode;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.CodeText;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.oauth.Secrets;
import dev.shutter.domain.oauth.TokenFailure;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.AppAccess;
import dev.shutter.ports.in.ExchangeCodeCommand;
import dev.shutter.ports.in.ExchangeCodeUseCase;
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.in.RevokeCommand;
import dev.shutter.ports.in.RevokeTokenUseCase;
import dev.shutter.ports.in.TokenGrant;
import dev.shutter.ports.out.IssuedCode;
import dev.shutter.ports.out.PasswordHashing;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import dev.shutter.ports.out.TokenHolder;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;

/** The code exchange and the ways a token is revoked. */
final class TokenService implements ExchangeCodeUseCase, RevokeTokenUseCase {

    private static final String AUTHORIZATION_CODE = "authorization_code";

    private final Storage storage;
    private final TimeSource clock;
    private final Randomness randomness;
    private final Settings settings;
    private final ClientAuthentication clientAuthentication;
    private final Observing observing;

    TokenService(
            Storage storage,
            TimeSource clock,
            Randomness randomness,
            PasswordHashing passwords,
            Settings settings,
            Observing observing) {
        this.storage = storage;
        this.clock = clock;
        this.randomness = randomness;
        this.settings = settings;
        this.clientAuthentication = new ClientAuthentication(storage.clients(), passwords, clock);
        this.observing = observing;
    }

    @Override
    public Either<TokenFailure, TokenGrant> exchange(ExchangeCodeCommand command) {
        return observing.either(Operation.CODE_EXCHANGE, command, () -> doExchange(command));
    }

    private Either<TokenFailure, TokenGrant> doExchange(ExchangeCodeCommand command) {
        Instant now = clock.now();
        Either<TokenFailure, Client> client = clientAuthentication.authenticate(command.client());
        if (client.isLeft()) {
            return Either.left(client.getLeft());
        }
        if (!AUTHORIZATION_CODE.equals(command.grantType())) {
            return Either.left(new TokenFailure.UnsupportedGrantType());
        }
        if (command.code() == null || command.code().isEmpty()) {
            return Either.left(new TokenFailure.MissingCode());
        }
        String codeHash = Hashes.sha256Hex(command.code());
        return redeem(codeHash, client.get(), command, now)
                .flatMap(grant -> grant.toEither(() -> revokeReplayed(codeHash, now)));
    }

    /**
     * Right(some grant) on success; Right(none) on a replay, so the caller can revoke what the code issued. No
     * transaction: the code and its user are read in one read (a code's fields but its use never change), and
     * the code marked used with its token stored is one change ({@link Storage#redeem}) that a concurrent
     * exchange of the same code cannot also make.
     */
    private Either<TokenFailure, Option<TokenGrant>> redeem(
            String codeHash, Client client, ExchangeCodeCommand command, Instant now) {
        Option<IssuedCode> stored = storage.issuedCode(codeHash);
        if (stored.isEmpty()) {
            return Either.left(new TokenFailure.InvalidGrant());
        }
        return stored.get()
                .code()
                .redeem(client.id(), command.redirectUri(), Option.of(command.codeVerifier()), now)
                .flatMap(redemption -> redemption instanceof AuthorizationCode.Redemption.Accepted accepted
                        ? issueFrom(accepted.used(), stored.get().user(), now)
                        : Either.right(Option.none()));
    }

    /** The grant of {@code code} to {@code user}, if this exchange is the one that marks the code used. */
    private Either<TokenFailure, Option<TokenGrant>> issueFrom(AuthorizationCode code, Option<User> user, Instant now) {
        if (user.isEmpty()) {
            return Either.left(new TokenFailure.InvalidGrant());
        }
        String token = Secrets.accessToken(user.get().id(), randomness.bytes(Secrets.TOKEN_BYTES));
        AccessToken issued = AccessToken.issue(
                token, user.get().id(), code.client(), code.scopes(), now, Option.some(code.codeHash()));
        return Either.right(
                storage.redeem(code.codeHash(), now, issued)
                        ? Option.some(new TokenGrant(token, code.scopes(), user.get()))
                        : Option.none());
    }

    private TokenFailure revokeReplayed(String codeHash, Instant now) {
        storage.transactions().execute(() -> {
            record(storage.accessTokens().revokeIssuedFrom(codeHash, now), TokensRevoked.By.REPLAYED_CODE, now);
            return Either.right(true);
        });
        return new TokenFailure.ReplayedCode();
    }

    @Override
    public Either<TokenFailure, Revoked> revoke(RevokeCommand command) {
        return observing.either(Operation.TOKEN_REVOKE, command, () -> doRevoke(command));
    }

    private Either<TokenFailure, Revoked> doRevoke(RevokeCommand command) {
        Instant now = clock.now();
        return clientAuthentication.authenticate(command.client()).flatMap(client -> {
            if (command.token() == null || command.token().isEmpty()) {
                return Either.left(new TokenFailure.InvalidRequest("You must provide a token"));
            }
            String hash = Hashes.sha256Hex(command.token());
            return storage.transactions().execute(() -> {
                storage.accessTokens()
                        .find(hash)
                        .filter(token -> token.client().equals(client.id()))
                        .forEach(token ->
                                record(storage.accessTokens().revoke(hash, now), TokensRevoked.By.CLIENT, now));
                return Either.right(new Revoked());
            });
        });
    }

    @Override
    public List<AppAccess> accessOf(UserId user) {
        return observing.value(Operation.ACCESS_LIST, user, () -> doAccessOf(user));
    }

    private List<AppAccess> doAccessOf(UserId user) {
        return AppAccessList.of(storage, user, clock.now(), settings.tokens());
    }

    @Override
    public void revokeApp(UserId user, ClientId client) {
        observing.run(Operation.ACCESS_REVOKE, user, () -> doRevokeApp(user, client));
    }

    private void doRevokeApp(UserId user, ClientId client) {
        Instant now = clock.now();
        storage.transactions().execute(() -> {
            record(storage.accessTokens().revokeAllOf(user, client, now), TokensRevoked.By.USER, now);
            return Either.right(true);
        });
    }

    @Override
    public void revokeExposed(String token) {
        observing.run(Operation.EXPOSED_TOKEN_REVOKE, null, () -> doRevokeExposed(token));
    }

    private void doRevokeExposed(String token) {
        if (token == null || token.isEmpty()) {
            return;
        }
        Instant now = clock.now();
        storage.transactions().execute(() -> {
            record(storage.accessTokens().revoke(Hashes.sha256Hex(token), now), TokensRevoked.By.PLAIN_HTTP, now);
            return Either.right(true);
        });
    }

    @Override
    public void burnExposedCode(CodeText code) {
        observing.run(Operation.EXPOSED_CODE_BURN, null, () -> doBurnExposedCode(code));
    }

    private void doBurnExposedCode(CodeText code) {
        Instant now = clock.now();
        String codeHash = Hashes.sha256Hex(code.value());
        storage.transactions().execute(() -> {
            if (!storage.authorizationCodes().markUsed(codeHash, now)) {
                record(storage.accessTokens().revokeIssuedFrom(codeHash, now), TokensRevoked.By.PLAIN_HTTP, now);
            }
            return Either.right(true);
        });
    }

    private void record(List<TokenHolder> revoked, TokensRevoked.By by, Instant now) {
        storage.outbox().append(TokenService.revoked(revoked, by), now);
    }

    /** One {@code TokensRevoked} event for each pair whose tokens a revocation ended. */
    static List<DomainEvent> revoked(List<TokenHolder> revoked, TokensRevoked.By by) {
        return revoked.stream()
                .<DomainEvent>map(holder -> new TokensRevoked(holder.user(), holder.client(), by))
                .toList();
    }
}
