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
        Either<Failure, Caller> counted = presentedToken(command)
                .flatMap(token -> validToken(token, now))
                .flatMap(found -> checkSignature(command, found.client()).map(ok -> found))
                .flatMap(found -> spend(command.endpoint(), found, now));
        Option<RateStatus> rate = counted.toOption().map(Caller::rate);
        return new Authentication(counted.flatMap(caller -> checkScope(command.endpoint(), caller)), rate);
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

    private Either<Failure, Bearer> validToken(String token, Instant now) {
        if (!settings.timeline().clientsWorkAt(now)) {
            return Either.left(new Failure.InvalidAccessToken());
        }
        Option<Bearer> found = storage.bearer(Hashes.sha256Hex(token))
                .filter(b -> b.token().stateAt(now, settings.tokens()) == TokenState.VALID);
        found.map(Bearer::token)
                .filter(t -> t.useWorthRecording(now, settings.tokens()))
                .forEach(t -> storage.accessTokens().recordUse(t.tokenHash(), now));
        return found.toEither(Failure.InvalidAccessToken::new);
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

    /**
     * Counts the request in every budget it spends from, then decides; when one of them is exhausted, the
     * counts made are taken back and the request is refused. No transaction: each count is one atomic step
     * of the store (see {@link dev.shutter.ports.out.RateCounters}), so one token's requests never queue
     * behind one another on the rate counter.
     */
    private Either<Failure, Caller> spend(Endpoint endpoint, Bearer found, Instant now) {
        AccessToken token = found.token();
        Client client = found.client();
        AppMode mode = settings.timeline().modeAt(client.status(), now);
        List<RateClass> classes = new ArrayList<>();
        endpoint.writeClass().forEach(classes::add);
        classes.add(RateClass.ALL);
        Instant minute = SlidingHour.bucketOf(now);
        List<String> counted = new ArrayList<>();
        RateStatus status = null;
        for (RateClass rateClass : classes) {
            String key = token.tokenHash() + ":" + rateClass.key();
            long limit = settings.rateLimits().limitOf(rateClass, mode);
            counted.add(key);
            SlidingHour.Decision decision =
                    SlidingHour.decideCounted(storage.rateCounters().count(key, minute), now, limit);
            if (decision instanceof SlidingHour.Decision.Refused refused) {
                counted.forEach(k -> storage.rateCounters().uncount(k, minute));
                return Either.left(new Failure.RateLimited(
                        refused.made(),
                        refused.limit(),
                        Math.max(1, refused.retryAfter().toSeconds())));
            }
            SlidingHour.Decision.Allowed allowed = (SlidingHour.Decision.Allowed) decision;
            status = new RateStatus(allowed.limit(), allowed.remaining());
        }
        return Either.right(new Caller(found.user(), client, mode, token.scopes(), status));
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
