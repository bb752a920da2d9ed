package dev.shutter.domain.oauth;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * An access token as stored: its SHA-256 (the lookup key), whose it is, for which app and scopes, and
 * its lifecycle (docs/spec/photo-api.md 3.1): valid until revoked or expired.
 */
public record AccessToken(
        String tokenHash,
        UserId user,
        ClientId client,
        Scopes scopes,
        Instant issuedAt,
        Instant lastUsedAt,
        Option<Instant> revokedAt,
        Option<String> issuedFromCode) {

    /**
     * How often, at most, a use is written back for the idle timeout, so that a read does not become a
     * write on every request. Shorter idle timeouts record a use every quarter of the timeout.
     */
    public static final Duration USE_RECORDING_GRANULARITY = Duration.ofMinutes(1);

    public AccessToken {
        Objects.requireNonNull(tokenHash, "tokenHash");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(scopes, "scopes");
        Objects.requireNonNull(issuedAt, "issuedAt");
        Objects.requireNonNull(lastUsedAt, "lastUsedAt");
        Objects.requireNonNull(revokedAt, "revokedAt");
        Objects.requireNonNull(issuedFromCode, "issuedFromCode");
    }

    /** A new token {@code token} for {@code user} and {@code client}, issued at {@code now}. */
    public static AccessToken issue(
            String token, UserId user, ClientId client, Scopes scopes, Instant now, Option<String> fromCodeHash) {
        return new AccessToken(Hashes.sha256Hex(token), user, client, scopes, now, now, Option.none(), fromCodeHash);
    }

    /** The same token, last used at {@code at}. */
    public AccessToken usedAt(Instant at) {
        return new AccessToken(tokenHash, user, client, scopes, issuedAt, at, revokedAt, issuedFromCode);
    }

    /** The same token, revoked at {@code at}. */
    public AccessToken revoked(Instant at) {
        return new AccessToken(tokenHash, user, client, scopes, issuedAt, lastUsedAt, Option.some(at), issuedFromCode);
    }

    /** The state of this token at {@code now} under {@code policy}. */
    public TokenState stateAt(Instant now, TokenPolicy policy) {
        if (revokedAt.isDefined()) {
            return TokenState.REVOKED;
        }
        boolean tooOld = policy.maxAge().exists(max -> !now.isBefore(issuedAt.plus(max)));
        boolean idle = policy.idleTimeout().exists(idleFor -> !now.isBefore(lastUsedAt.plus(idleFor)));
        return tooOld || idle ? TokenState.EXPIRED : TokenState.VALID;
    }

    /** Whether a use at {@code now} should be written back (see {@link #USE_RECORDING_GRANULARITY}). */
    public boolean useWorthRecording(Instant now, TokenPolicy policy) {
        return policy.idleTimeout()
                .map(idle -> idle.dividedBy(4).compareTo(USE_RECORDING_GRANULARITY) < 0
                        ? idle.dividedBy(4)
                        : USE_RECORDING_GRANULARITY)
                .exists(step -> !now.isBefore(lastUsedAt.plus(step)));
    }

    /**
     * When this token expires under {@code policy} if it is not used again: the earlier of its maximum
     * age and its idle time; none when neither is set.
     */
    public Option<Instant> expiresAt(TokenPolicy policy) {
        Option<Instant> byAge = policy.maxAge().map(issuedAt::plus);
        Option<Instant> byIdle = policy.idleTimeout().map(lastUsedAt::plus);
        if (byAge.isEmpty()) {
            return byIdle;
        }
        return byIdle.filter(idle -> idle.isBefore(byAge.get())).orElse(byAge);
    }
}
