package dev.shutter.domain.oauth;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * An issued authorization code, as stored: its SHA-256, what it is bound to (client, redirect URI,
 * user, scopes, PKCE challenge), when it expires and whether it was used. Single use; a second use is a
 * replay, and the tokens issued from it are revoked (RFC 6749 4.1.2).
 */
public record AuthorizationCode(
        String codeHash,
        ClientId client,
        UserId user,
        String redirectUri,
        Scopes scopes,
        Option<String> codeChallenge,
        Instant issuedAt,
        Instant expiresAt,
        Option<Instant> usedAt) {

    /** Default lifetime. */
    public static final Duration DEFAULT_LIFETIME = Duration.ofMinutes(5);

    /** Longest lifetime configuration may set. */
    public static final Duration MAX_LIFETIME = Duration.ofMinutes(10);

    public AuthorizationCode {
        Objects.requireNonNull(codeHash, "codeHash");
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(redirectUri, "redirectUri");
        Objects.requireNonNull(scopes, "scopes");
        Objects.requireNonNull(codeChallenge, "codeChallenge");
        Objects.requireNonNull(usedAt, "usedAt");
    }

    /** A fresh code for {@code request}, approved by {@code user} at {@code now}. */
    public static AuthorizationCode issue(
            String code, AuthorizationRequest request, UserId user, Instant now, Duration lifetime) {
        if (lifetime.isNegative() || lifetime.isZero() || lifetime.compareTo(MAX_LIFETIME) > 0) {
            throw new IllegalArgumentException("a code lives more than zero and at most ten minutes");
        }
        return new AuthorizationCode(
                Hashes.sha256Hex(code),
                request.client().id(),
                user,
                request.target().redirectUri(),
                request.scopes(),
                request.codeChallenge(),
                now,
                now.plus(lifetime),
                Option.none());
    }

    /** What an exchange attempt found. */
    public sealed interface Redemption {
        /** The code is good: mark it used and issue a token. */
        record Accepted(AuthorizationCode used) implements Redemption {}

        /** The code was used before: refuse and revoke what it issued. */
        record Replayed() implements Redemption {}
    }

    /**
     * Checks an exchange of this code by {@code client} with {@code redirectUri} and PKCE {@code verifier}
     * at {@code now}. A refusal leaves the code as it was, except that a replay is reported as such.
     */
    public Either<TokenFailure, Redemption> redeem(
            ClientId presentedBy, String presentedRedirectUri, Option<String> verifier, Instant now) {
        if (usedAt.isDefined()) {
            return Either.right(new Redemption.Replayed());
        }
        if (!now.isBefore(expiresAt) || !client.equals(presentedBy)) {
            return Either.left(new TokenFailure.InvalidGrant());
        }
        if (!redirectUri.equals(presentedRedirectUri)) {
            return Either.left(new TokenFailure.RedirectUriMismatch());
        }
        boolean pkceOk =
                codeChallenge.fold(verifier::isEmpty, challenge -> verifier.exists(v -> Pkce.verifies(challenge, v)));
        if (!pkceOk) {
            return Either.left(new TokenFailure.InvalidGrant());
        }
        return Either.right(new Redemption.Accepted(new AuthorizationCode(
                codeHash, client, user, redirectUri, scopes, codeChallenge, issuedAt, expiresAt, Option.some(now))));
    }
}
