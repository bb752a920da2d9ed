package dev.shutter.adapters.http.api;

import dev.shutter.domain.Failure;
import dev.shutter.ports.in.Caller;
import io.vavr.control.Either;

/** {@code GET /users/self}: the caller's profile, with the {@code basic} scope. */
public final class UsersApi {

    /** The caller's id, username, full name and picture. */
    public Either<Failure, ApiAnswer> self(Caller caller, ApiCall call) {
        return Either.right(ApiAnswer.of(Representations.profile(caller.user()), true));
    }
}
