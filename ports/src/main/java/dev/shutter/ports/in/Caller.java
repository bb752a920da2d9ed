package dev.shutter.ports.in;

import dev.shutter.domain.oauth.AppMode;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import java.util.Objects;

/**
 * Who is calling {@code /v1}, as an authenticated request established it: the user, the app acting for
 * them and its mode now, the scopes granted, and what is left of the rate budget.
 */
public record Caller(User user, Client client, AppMode mode, Scopes scopes, RateStatus rate) {

    public Caller {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(scopes, "scopes");
        Objects.requireNonNull(rate, "rate");
    }

    /** The calling user's id. */
    public UserId id() {
        return user.id();
    }

    /** Whether {@code other} exists for the calling app (all users in Live, sandbox users in Sandbox). */
    public boolean sees(UserId other) {
        return other.equals(user.id()) || client.sees(other, mode);
    }
}
