package dev.shutter.domain.oauth;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * A browser session of the authorization pages, as stored: the SHA-256 of its random id, the user once
 * logged in, and its expiry. A login replaces the session with a new one (the id is renewed).
 */
public record LoginSession(String idHash, Option<UserId> user, Instant createdAt, Instant expiresAt) {

    /** Default lifetime of a session. */
    public static final Duration DEFAULT_LIFETIME = Duration.ofHours(12);

    public LoginSession {
        Objects.requireNonNull(idHash, "idHash");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(expiresAt, "expiresAt");
    }

    /** A new session with id {@code sessionId}, logged in as {@code user} if given. */
    public static LoginSession start(String sessionId, Option<UserId> user, Instant now, Duration lifetime) {
        return new LoginSession(Hashes.sha256Hex(sessionId), user, now, now.plus(lifetime));
    }

    /** Whether the session still counts at {@code now}. */
    public boolean isActiveAt(Instant now) {
        return now.isBefore(expiresAt);
    }

    /** The logged-in user at {@code now}, if any. */
    public Option<UserId> userAt(Instant now) {
        return isActiveAt(now) ? user : Option.none();
    }
}
