package dev.shutter.ports.out;

import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.user.UserId;
import java.util.Objects;

/** Whose tokens, issued to which app: what a revocation reports for each pair it revoked tokens of. */
public record TokenHolder(UserId user, ClientId client) {

    public TokenHolder {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(client, "client");
    }
}
