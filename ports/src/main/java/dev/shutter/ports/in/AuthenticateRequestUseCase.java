package dev.shutter.ports.in;

import dev.shutter.domain.Failure;
import io.vavr.control.Either;

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

    /** The caller, or the first failing check. */
    default Either<Failure, Caller> authenticate(AuthenticateCommand command) {
        return check(command).outcome();
    }
}
