package dev.shutter.ports.in;

import dev.shutter.domain.Failure;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;

/**
 * Authenticates a {@code /v1} request, in the catalogue's order: token present, token valid, signature,
 * rate limit, scope. The transport check (HTTPS) comes before, in the adapter that sees the transport.
 */
public interface AuthenticateRequestUseCase {

    /**
     * The caller, or the first failing check, with the rate status once the request was counted (a
     * request that passes the rate limit is counted, even if its scope then fails).
     */
    Authentication check(AuthenticateCommand command);

    /**
     * {@link #check}, for a server that does not hold a thread while the storage answers: the stage completes
     * where the storage's answer lands (an event loop, which must not block), or on {@code blocking} when what
     * follows the read must wait (recording a token's use, taking back the counts of a refused request,
     * reading a retiring signing secret). A caller it lets through holds what was read ahead, when it was.
     * None when the storage can only answer by blocking (the default): call {@link #check} then, on a thread
     * that may block.
     */
    default Option<CompletionStage<Authentication>> checkSent(AuthenticateCommand command, Executor blocking) {
        return Option.none();
    }

    /** The caller, or the first failing check. */
    default Either<Failure, Caller> authenticate(AuthenticateCommand command) {
        return check(command).outcome();
    }
}
