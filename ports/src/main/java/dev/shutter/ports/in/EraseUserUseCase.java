package dev.shutter.ports.in;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;

/** GDPR article 17: the operator erases a person. */
public interface EraseUserUseCase {

    /**
     * In one transaction: the user's tokens, codes and sessions, the comments they wrote, their media with
     * every comment on them, their edges, requests and blocks in both directions and their sandbox
     * memberships go, then the user; the id is kept as a tombstone and never given to anyone again.
     */
    Either<OperatorFailure, Erased> erase(UserId user);
}
