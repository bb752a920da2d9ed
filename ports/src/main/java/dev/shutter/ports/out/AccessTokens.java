package dev.shutter.ports.out;

import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;

/**
 * Issued access tokens, keyed by the SHA-256 of the token (never the token itself). Each revocation answers
 * whose tokens, issued to which app, it revoked: each pair once, ordered by user then app, none when every
 * matching token was already revoked.
 */
public interface AccessTokens {

    /** Stores a new token. */
    void add(AccessToken token);

    /** The token whose hash is {@code tokenHash}: one indexed lookup. */
    Option<AccessToken> find(String tokenHash);

    /** Records a use of the token at {@code at} (for the idle timeout). */
    void recordUse(String tokenHash, Instant at);

    /** Revokes one token at {@code at}; an unknown or revoked one is left as it is. */
    List<TokenHolder> revoke(String tokenHash, Instant at);

    /** Revokes every token issued from the code with hash {@code codeHash}. */
    List<TokenHolder> revokeIssuedFrom(String codeHash, Instant at);

    /** Revokes every token of {@code user}. */
    List<TokenHolder> revokeAllOf(UserId user, Instant at);

    /** Revokes every token issued to {@code client}. */
    List<TokenHolder> revokeAllOf(ClientId client, Instant at);

    /** Revokes every token of {@code user} issued to {@code client}. */
    List<TokenHolder> revokeAllOf(UserId user, ClientId client, Instant at);

    /** The tokens of {@code user} that are not revoked (they may have expired). */
    List<AccessToken> unrevokedOf(UserId user);

    /** Housekeeping: deletes at most {@code limit} tokens revoked before {@code cutoff}; how many. */
    int deleteRevokedBefore(Instant cutoff, int limit);

    /** Housekeeping: deletes at most {@code limit} tokens issued before {@code cutoff}; how many. */
    int deleteIssuedBefore(Instant cutoff, int limit);

    /** Housekeeping: deletes at most {@code limit} tokens last used before {@code cutoff}; how many. */
    int deleteUnusedSince(Instant cutoff, int limit);

    /** Every token of {@code user}, revoked or not, oldest first. */
    List<AccessToken> allOf(UserId user);

    /** Removes every token of {@code user} (erasure; revocation keeps them as revoked). */
    void removeAllOf(UserId user);
}
