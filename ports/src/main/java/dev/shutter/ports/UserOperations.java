package dev.shutter.ports;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.user.User;
import dev.shutter.ports.in.Outcome;
import io.vavr.control.Either;
import java.util.concurrent.CompletableFuture;

/** What a token may read of users: its own user ({@code GET /users/self}, scope {@code basic}). */
public final class UserOperations {

    private final TokenRequest request;

    UserOperations(TokenRequest request) {
        this.request = request;
    }

    /** The token's user: id, username, names and picture. */
    public CompletableFuture<Outcome<User>> me() {
        return request.run(Endpoint.USERS_SELF, "/users/self", caller -> Either.right(caller.user()));
    }
}
