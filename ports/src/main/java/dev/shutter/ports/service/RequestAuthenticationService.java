package dev.shutter.ports.service;

import dev.shutter.domain.Failure;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.limit.RateClass;
import dev.shutter.domain.limit.SignedRequest;
import dev.shutter.domain.limit.SlidingHour;
import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.oauth.AppMode;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.oauth.SealedSecret;
import dev.shutter.domain.oauth.TokenState;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.in.AuthenticateRequestUseCase;
import dev.shutter.ports.in.Authentication;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.RateStatus;
import dev.shutter.ports.out.Bearer;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Authenticates {@code /v1} requests: token, validity, signature, rate limit, scope, in that order. */
public final class RequestAuthenticationService implements AuthenticateRequestUseCase {

    private final Storage storage;
    private final TimeSource clock;
    private final Settings settings;

    public RequestAuthenticationService(Storage storage, TimeSource clock, Settings settings) {
        this.storage = storage;
        this.clock = clock;
        this.settings = settings;
    }

    @Override
    public Authentication check(AuthenticateCommand command) {
        Instant now = clock.now();
        Either<Failure, Caller> counted = presentedToken(command).flatMap(token -> counted(command, token, now));
        Option<RateStatus> rate = counted.toOption().map(Caller::rate);
        return new Authentication(counted.flatMap(caller -> checkScope(command.endpoint(), caller)), rate);
    }

    /**
     * Reads the token with its app and user and counts the request in every budget it spends from, in one
     * step of the store; then decides, in the catalogue's order: validity, signature, budgets. A request
     * refused after it was counted takes its counts back. No transaction: each count is one atomic step of
     * the store (see {@link dev.shutter.ports.out.RateCounters}), so one token's requests never queue behind
     * one another on the rate counter.
     */
    private Either<Failure, Caller> counted(AuthenticateCommand command, String token, Instant now) {
        if (!settings.timeline().clientsWorkAt(now)) {
            return Either.left(new Failure.InvalidAccessToken());
        }
        String tokenHash = Hashes.sha256Hex(token);
        List<RateClass> classes = new ArrayList<>();
        command.endpoint().writeClass().forEach(classes::add);
        classes.add(RateClass.ALL);
        List<String> keys = classes.stream().map(c -> tokenHash + ":" + c.key()).toList();
        Instant minute = SlidingHour.bucketOf(now);
        Option<CountedBearer> read = storage.bearerCounting(tokenHash, keys, minute, command.readAhead());
        if (read.isEmpty()) {
            return Either.left(new Failure.InvalidAccessToken());
        }
        Bearer found = read.get().bearer();
        Either<Failure, Caller> decided = validToken(found, now)
                .flatMap(valid -> checkSignature(command, found.client()))
                .flatMap(signed -> decide(classes, keys, read.get(), now));
        if (decided.isLeft()) {
            keys.forEach(key -> storage.rateCounters().uncount(key, minute));
        }
        return decided;
    }

    private Either<Failure, Boolean> validToken(Bearer found, Instant now) {
        AccessToken token = found.token();
        if (token.stateAt(now, settings.tokens()) != TokenState.VALID) {
            return Either.left(new Failure.InvalidAccessToken());
        }
        if (token.useWorthRecording(now, settings.tokens())) {
            storage.accessTokens().recordUse(token.tokenHash(), now);
        }
        return Either.right(true);
    }

    private Either<Failure, Boolean> checkSignature(AuthenticateCommand command, Client client) {
        if (!client.enforceSignedRequests()) {
            return Either.right(true);
        }
        Option<String> sig = Option.of(command.parameters().get("sig"));
        Option<Failure> refused = check(sig, client.sealedSigningSecret(), command);
        if (refused.exists(Failure.SignatureMismatch.class::isInstance)) {
            // After a rotation with a grace period the old secret still signs, until the grace ends.
            Instant now = clock.now();
            refused = storage.clients()
                    .retiringSecret(client.id())
                    .filter(retiring -> retiring.acceptedAt(now))
                    .map(retiring -> check(sig, retiring.sealedSigningSecret(), command))
                    .getOrElse(refused);
        }
        return refused.<Either<Failure, Boolean>>map(Either::left).getOrElse(Either.right(true));
    }

    /** What is wrong with {@code sig} under the sealed signing secret; none when it matches. */
    private Option<Failure> check(Option<String> sig, Option<String> sealed, AuthenticateCommand command) {
        Option<String> secret =
                settings.sealingKey().flatMap(key -> sealed.flatMap(s -> SealedSecret.open(key.bytes(), s)));
        if (secret.isEmpty()) {
            return Option.some(new Failure.SignatureMismatch());
        }
        return SignedRequest.check(sig, secret.get(), command.signedPath(), command.parameters());
    }

    private static Either<Failure, String> presentedToken(AuthenticateCommand command) {
        String param = emptyToNull(command.parameterToken());
        String bearer = emptyToNull(command.bearerToken());
        if (param == null && bearer == null) {
            return Either.left(new Failure.MissingAccessToken());
        }
        if (param != null && bearer != null && !param.equals(bearer)) {
            return Either.left(new Failure.ConflictingAccessTokens());
        }
        return Either.right(param != null ? param : bearer);
    }

    /** Each budget in turn, the write class's first: the first one exhausted refuses the request. */
    private Either<Failure, Caller> decide(
            List<RateClass> classes, List<String> keys, CountedBearer read, Instant now) {
        Bearer found = read.bearer();
        Client client = found.client();
        AppMode mode = settings.timeline().modeAt(client.status(), now);
        RateStatus status = null;
        for (int i = 0; i < classes.size(); i++) {
            long limit = settings.rateLimits().limitOf(classes.get(i), mode);
            SlidingHour.Decision decision = SlidingHour.decideCounted(read.bucketsOf(keys.get(i)), now, limit);
            if (decision instanceof SlidingHour.Decision.Refused refused) {
                return Either.left(new Failure.RateLimited(
                        refused.made(),
                        refused.limit(),
                        Math.max(1, refused.retryAfter().toSeconds())));
            }
            SlidingHour.Decision.Allowed allowed = (SlidingHour.Decision.Allowed) decision;
            status = new RateStatus(allowed.limit(), allowed.remaining());
        }
        return Either.right(new Caller(found.user(), client, mode, found.token().scopes(), status, read.readAhead()));
    }

    private static Either<Failure, Caller> checkScope(Endpoint endpoint, Caller caller) {
        return caller.scopes().contains(endpoint.scope())
                ? Either.right(caller)
                : Either.left(new Failure.MissingScope(endpoint.scope()));
    }

    private static String emptyToNull(String value) {
        return value == null || value.isEmpty() ? null : value;
    }
}
