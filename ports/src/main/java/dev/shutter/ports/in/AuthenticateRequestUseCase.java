package dev.shutter.ports.in;

import dev.shutter.domain.Failure;
import dev.shutter.ports.out.ReadAhead;
import io.vavr.control.Either;
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
     * {@link #check} with {@code read}, what the request's operation reads once let through ({@link
     * PreparedRead#read}), read with it when the storage can in the same round trip: the answer holds it for a
     * caller let through. A storage that sends its reads ({@code StorageThreads.eventLoops}) is sent the read from this
     * thread, which does not wait: the stage completes where its answer lands (a thread that must not block), or
     * on {@code blocking} when what follows the read must wait (recording a token's use, taking back the counts of
     * a refused request, reading a retiring signing secret). A storage that answers by blocking is asked on
     * {@code blocking}.
     */
    CompletionStage<Authenticated> authenticate(AuthenticateCommand command, ReadAhead read, Executor blocking);

    /**
     * {@link #authenticate} waited for on this thread, which may block: what must block runs here too, after the
     * storage's answer.
     */
    default Authenticated authenticated(AuthenticateCommand command, ReadAhead read) {
        WaitingThread here = new WaitingThread();
        return here.join(authenticate(command, read, here));
    }

    /** The caller, or the first failing check. */
    default Either<Failure, Caller> authenticate(AuthenticateCommand command) {
        return check(command).outcome();
    }
}
