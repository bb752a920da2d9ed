package dev.shutter.ports.in;

import dev.shutter.domain.oauth.AppMode;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.ReadAhead;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Who is calling {@code /v1}, as an authenticated request established it: the user, the app acting for
 * them and its mode now, the scopes granted, what is left of the rate budget, and what the storage read
 * ahead with the authentication ({@link ReadAhead}), which the use case takes instead of reading it again.
 */
public record Caller(
        User user, Client client, AppMode mode, Scopes scopes, RateStatus rate, Option<ReadAhead.Answer> readAhead) {

    public Caller {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(scopes, "scopes");
        Objects.requireNonNull(rate, "rate");
        Objects.requireNonNull(readAhead, "readAhead");
        if (readAhead.exists(answer -> !answer.reader().equals(user.id()))) {
            throw new IllegalArgumentException("what was read ahead was read for another user");
        }
    }

    /** A caller with nothing read ahead. */
    public Caller(User user, Client client, AppMode mode, Scopes scopes, RateStatus rate) {
        this(user, client, mode, scopes, rate, Option.none());
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
