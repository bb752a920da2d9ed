package dev.shutter.ports.service;

import dev.shutter.domain.Failure;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.out.Users;
import io.vavr.control.Either;

/** Finds users as the calling app may see them: to a Sandbox app, only its sandbox users exist. */
final class Audience {

    private final Users users;

    Audience(Users users) {
        this.users = users;
    }

    /** The user named by {@code rawId} in a path ({@code self} is the caller), or {@link Failure.UserNotFound}. */
    Either<Failure, User> find(Caller caller, String rawId) {
        if ("self".equals(rawId)) {
            return Either.right(caller.user());
        }
        return UserId.parse(rawId).filter(caller::sees).flatMap(users::find).toEither(Failure.UserNotFound::new);
    }
}
