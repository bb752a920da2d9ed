package dev.shutter.ports.in;

import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.user.User;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Objects;

/**
 * What RFC 7662 answers about a token: {@link #inactive()} for an unknown, revoked, expired or foreign
 * one (nothing more is said), else its scopes, app, user, issue time and expiry if it has one.
 */
public record Introspection(Option<Active> active) {

    public Introspection {
        Objects.requireNonNull(active, "active");
    }

    /** A valid token of the asking client. */
    public record Active(Scopes scopes, ClientId client, User user, Instant issuedAt, Option<Instant> expiresAt) {
        public Active {
            Objects.requireNonNull(scopes, "scopes");
            Objects.requireNonNull(client, "client");
            Objects.requireNonNull(user, "user");
            Objects.requireNonNull(issuedAt, "issuedAt");
            Objects.requireNonNull(expiresAt, "expiresAt");
        }
    }

    /** The answer {@code {"active": false}}. */
    public static Introspection inactive() {
        return new Introspection(Option.none());
    }

    /** Whether the token is active. */
    public boolean isActive() {
        return active.isDefined();
    }
}
