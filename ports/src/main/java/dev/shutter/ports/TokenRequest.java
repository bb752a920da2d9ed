package dev.shutter.ports;

import dev.shutter.domain.Failure;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.in.AuthenticateRequestUseCase;
import dev.shutter.ports.in.Authenticated;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.Outcome;
import dev.shutter.ports.in.PreparedRead;
import dev.shutter.ports.out.ReadAhead;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;

/**
 * How each of a token's operations runs: authenticated as the {@code /v1} request it stands for (token,
 * signature, rate limit, scope: the use case's order), then the use case, whose checks of the parameters and
 * the resource come next. The endpoint and the path stay here; the host names only the operation.
 */
final class TokenRequest {

    private final AuthenticateRequestUseCase requests;
    private final Option<Executor> executor;
    private final String bearerToken;
    private final Option<Sent> sent;

    private TokenRequest(
            AuthenticateRequestUseCase requests, Option<Executor> executor, String bearerToken, Option<Sent> sent) {
        this.requests = requests;
        this.executor = executor;
        this.bearerToken = bearerToken;
        this.sent = sent;
    }

    /** A token's requests, with no signature. */
    static TokenRequest of(AuthenticateRequestUseCase requests, Option<Executor> executor, String token) {
        return new TokenRequest(requests, executor, token, Option.none());
    }

    /** A request as it was sent, whose signature (if its app enforces them) covers the path and parameters. */
    static TokenRequest sent(
            AuthenticateRequestUseCase requests,
            Option<Executor> executor,
            String bearerToken,
            String signedPath,
            Map<String, String> parameters) {
        return new TokenRequest(requests, executor, bearerToken, Option.some(new Sent(signedPath, parameters)));
    }

    private record Sent(String signedPath, Map<String, String> parameters) {
        Sent {
            parameters = Map.copyOf(parameters);
        }
    }

    /**
     * {@code work} for the caller, once a request to {@code endpoint} at {@code path} (after {@code /v1})
     * authenticates: on the executor when the host gave one, else on this thread.
     */
    <T> CompletableFuture<Outcome<T>> run(Endpoint endpoint, String path, Function<Caller, Either<Failure, T>> work) {
        return read(endpoint, path, new PreparedRead<>(ReadAhead.NOTHING, (caller, answer) -> work.apply(caller)));
    }

    /**
     * {@code operation} for the caller, as {@link #run} runs work, its read (declared by its use case) read with
     * the authentication.
     */
    <T> CompletableFuture<Outcome<T>> read(Endpoint endpoint, String path, PreparedRead<T> operation) {
        AuthenticateCommand command = sent.fold(
                () -> AuthenticateCommand.asSent(bearerToken, endpoint, path, Map.of()),
                as -> AuthenticateCommand.asSent(bearerToken, endpoint, as.signedPath(), as.parameters()));
        if (executor.isDefined()) {
            return CompletableFuture.supplyAsync(() -> answer(command, operation), executor.get());
        }
        try {
            return CompletableFuture.completedFuture(answer(command, operation));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    private <T> Outcome<T> answer(AuthenticateCommand command, PreparedRead<T> operation) {
        Authenticated checked = requests.authenticated(command, operation.read());
        Either<Failure, Caller> authenticated = checked.authentication().outcome();
        if (authenticated.isLeft()) {
            return new Outcome.Refused<>(
                    authenticated.getLeft(), checked.authentication().rate());
        }
        Caller caller = authenticated.get();
        Either<Failure, T> done = operation.apply(caller, checked.read());
        return done.isRight()
                ? new Outcome.Done<>(done.get(), caller.rate())
                : new Outcome.Refused<>(done.getLeft(), Option.some(caller.rate()));
    }
}
