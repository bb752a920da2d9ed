package dev.shutter.ports.out;

import dev.shutter.domain.oauth.AuthorizationCode;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Instant;

/** Issued authorization codes, keyed by the SHA-256 of the code. */
public interface AuthorizationCodes {

    /** Stores a new code. */
    void add(AuthorizationCode code);

    /** The code whose hash is {@code codeHash}. */
    Option<AuthorizationCode> find(String codeHash);

    /**
     * Marks the code used at {@code at}, if it was not already: true when this call marked it, false when
     * it was used before (or is unknown). Concurrent exchanges of one code see exactly one true.
     */
    boolean markUsed(String codeHash, Instant at);

    /**
     * Housekeeping: deletes at most {@code limit} codes that expired before {@code cutoff} (used or not),
     * and answers how many it deleted.
     */
    int deleteExpiredBefore(Instant cutoff, int limit);

    /** Removes every code issued to {@code user}. */
    void removeAllOf(UserId user);
}
