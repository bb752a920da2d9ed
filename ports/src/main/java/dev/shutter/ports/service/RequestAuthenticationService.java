package dev.shutter.ports.service;

import dev.shutter.domain.Failure;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.oauth.TokenState;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.in.AuthenticateRequestUseCase;
import dev.shutter.ports.in.Authenticated;
import dev.shutter.ports.in.Authentication;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.in.RateStatus;
import dev.shutter.ports.out.Bearer;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.ReadAhead;
import dev.shutter.ports.out.Spent;
import dev.shutter.ports.out.Stages;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;

/**
 * Authenticates {@code /v1} requests: token, validity, signature ({@link RequestSignatures}), rate limit ({@link
 * RateBudgets}), scope, in that order.
 */
final class RequestAuthenticationService implements AuthenticateRequestUseCase {

    private final Storage storage;
    private final TimeSource clock;
    private final Settings settings;
    private final Observing observing;

    RequestAuthenticationService(Storage storage, TimeSource clock, Settings settings, Observing observing) {
        this.storage = storage;
        this.clock = clock;
        this.settings = settings;
        this.observing = observing;
    }

    @Override
    public Authentication check(AuthenticateCommand command) {
        return authenticated(command, ReadAhead.NOTHING).authentication();
    }

    /** On a storage that blocks, the check on this thread; on one that sends, as the port says. */
    @Override
    public Authenticated authenticated(AuthenticateCommand command, ReadAhead ahead) {
        if (storage.threads().eventLoops().isDefined()) {
            return AuthenticateRequestUseCase.super.authenticated(command, ahead);
        }
        long start = observing.start();
        Authenticated checked;
        try {
            checked = checked(command, ahead);
        } catch (RuntimeException | Error e) {
            observing.failed(Operation.AUTHENTICATE, command, start, e);
            throw e;
        }
        observing.answered(
                Operation.AUTHENTICATE, command, start, checked.authentication().outcome());
        return checked;
    }

    /**
     * {@link #check} with {@code ahead} read with it. On a storage that sends its reads ({@link
     * Storage#threads}) the read is sent from here and the rules decide where its answer lands when they need
     * nothing more of the storage, which is every allowed request but a token's first in a while (its use is
     * recorded) and an app's that signs its requests; anything else is settled on {@code blocking}. On a storage
     * that blocks, the whole check runs on {@code blocking}.
     */
    @Override
    public CompletionStage<Authenticated> authenticate(
            AuthenticateCommand command, ReadAhead ahead, Executor blocking) {
        long start = observing.start();
        CompletionStage<Authenticated> stage;
        try {
            stage = storage.threads().eventLoops().isDefined()
                    ? sent(command, ahead, blocking)
                    : CompletableFuture.supplyAsync(() -> checked(command, ahead), blocking);
        } catch (RuntimeException | Error e) {
            observing.failed(Operation.AUTHENTICATE, command, start, e);
            throw e;
        }
        return observing.completion(
                Operation.AUTHENTICATE,
                command,
                start,
                stage,
                done -> done.authentication().outcome());
    }

    /** The check on this thread, which may block, with {@code ahead} read with it. */
    private Authenticated checked(AuthenticateCommand command, ReadAhead ahead) {
        Instant now = clock.now();
        Either<Failure, String> token = presentedToken(command);
        if (token.isLeft() || !settings.timeline().clientsWorkAt(now)) {
            return refused(command, token);
        }
        RequestSpending spending = RequestSpending.of(command.endpoint(), token.get(), now, settings);
        Option<CountedBearer> read = Stages.joined(storage.authenticated(spending.read(ahead)));
        return authenticated(command, settled(command, spending, read, now), read);
    }

    private CompletionStage<Authenticated> sent(AuthenticateCommand command, ReadAhead ahead, Executor blocking) {
        Instant now = clock.now();
        Either<Failure, String> token = presentedToken(command);
        if (token.isLeft() || !settings.timeline().clientsWorkAt(now)) {
            return CompletableFuture.completedFuture(refused(command, token));
        }
        RequestSpending spending = RequestSpending.of(command.endpoint(), token.get(), now, settings);
        return storage.authenticated(spending.read(ahead)).thenCompose(read -> {
            Option<Either<Failure, Caller>> decided = decidedWithoutStorage(spending, read, now);
            return decided.isDefined()
                    ? CompletableFuture.completedFuture(authenticated(command, decided.get(), read))
                    : CompletableFuture.supplyAsync(
                            () -> authenticated(command, settled(command, spending, read, now), read), blocking);
        });
    }

    /** A request refused before the storage is asked: no token, or none works now. */
    private static Authenticated refused(AuthenticateCommand command, Either<Failure, String> token) {
        Either<Failure, Caller> refused =
                Either.left(token.isLeft() ? token.getLeft() : new Failure.InvalidAccessToken());
        return Authenticated.alone(authentication(command, refused));
    }

    /**
     * The authentication decided, with what was read with it for the caller it lets through, when the read is
     * for that caller's app (a Sandbox app's page is read among its users only, after).
     */
    private static Authenticated authenticated(
            AuthenticateCommand command, Either<Failure, Caller> counted, Option<CountedBearer> read) {
        Authentication authentication = authentication(command, counted);
        Option<ReadAhead.Answer> answer = read.flatMap(CountedBearer::readAhead)
                .filter(done -> authentication
                        .outcome()
                        .exists(caller -> done.reader().equals(caller.id()) && done.answersFor(caller.mode())));
        return new Authenticated(authentication, answer);
    }

    private static Authentication authentication(AuthenticateCommand command, Either<Failure, Caller> counted) {
        Option<RateStatus> rate = counted.toOption().map(Caller::rate);
        return new Authentication(counted.flatMap(caller -> checkScope(command.endpoint(), caller)), rate);
    }

    /**
     * Decides on what was read, in the catalogue's order: validity, signature, budgets (scope after, in {@link
     * #authentication}: a request refused for its scope has passed the rate limit and stays counted). A request
     * the store did not spend because its app signs its requests is spent once its signature holds, so that a bad
     * signature never holds a count. A store spends before it knows whether the token is still
     * valid: a revoked or expired token's request takes its counts back (no other request of that token can be
     * allowed). May call the storage (a token's use recorded, a retiring secret read, a spending, counts taken
     * back).
     */
    private Either<Failure, Caller> settled(
            AuthenticateCommand command, RequestSpending spending, Option<CountedBearer> read, Instant now) {
        if (read.isEmpty()) {
            return Either.left(new Failure.InvalidAccessToken());
        }
        Bearer found = read.get().bearer();
        Either<Failure, Boolean> valid = validToken(found, now);
        if (valid.isLeft()) {
            if (read.get().spent().exists(spent -> spent.counted() > 0)) {
                spending.keys().forEach(key -> storage.rateCounters().uncount(key, spending.minute()));
            }
            return Either.left(valid.getLeft());
        }
        return RequestSignatures.check(command, found.client(), storage, clock, settings)
                .flatMap(signed -> {
                    List<Long> limits = spending.port().limitsOf(found.client().status());
                    Spent spent = read.get()
                            .spent()
                            .getOrElse(() -> storage.rateCounters().spend(spending.keys(), limits, spending.minute()));
                    Either<Failure, Caller> decided = RateBudgets.decide(settings, spending, read.get(), spent, now);
                    if (decided.isRight() && spent.counted() == 0) {
                        // nothing counted, yet the hour has room (it turned meanwhile): spend again rather than refuse
                        Spent again = storage.rateCounters().spend(spending.keys(), limits, spending.minute());
                        return RateBudgets.decide(settings, spending, read.get(), again, now);
                    }
                    return decided;
                });
    }

    /**
     * What {@link #settled} decides, when it needs nothing of the storage: an unknown token (nothing was
     * counted for it), or a valid token whose use need not be recorded yet, of an app that signs nothing,
     * counted within its budgets or refused by one. None otherwise.
     */
    private Option<Either<Failure, Caller>> decidedWithoutStorage(
            RequestSpending spending, Option<CountedBearer> read, Instant now) {
        if (read.isEmpty()) {
            return Option.some(Either.left(new Failure.InvalidAccessToken()));
        }
        AccessToken token = read.get().bearer().token();
        if (token.stateAt(now, settings.tokens()) != TokenState.VALID
                || token.useWorthRecording(now, settings.tokens())
                || read.get().bearer().client().enforceSignedRequests()) {
            return Option.none();
        }
        Option<Spent> spent = read.get().spent();
        if (spent.isEmpty()) {
            return Option.none();
        }
        Either<Failure, Caller> decided = RateBudgets.decide(settings, spending, read.get(), spent.get(), now);
        return decided.isRight() == spent.get().counted() > 0 ? Option.some(decided) : Option.none();
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

    private static Either<Failure, Caller> checkScope(Endpoint endpoint, Caller caller) {
        return caller.scopes().contains(endpoint.scope())
                ? Either.right(caller)
                : Either.left(new Failure.MissingScope(endpoint.scope()));
    }

    private static String emptyToNull(String value) {
        return value == null || value.isEmpty() ? null : value;
    }
}
