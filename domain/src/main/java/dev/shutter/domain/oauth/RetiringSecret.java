package dev.shutter.domain.oauth;

import java.time.Instant;
import java.util.Objects;

/**
 * An app's previous secret after a rotation with a grace period: it still authenticates the app until
 * {@code until}, so that the app's servers can move to the new one without an outage.
 */
public record RetiringSecret(StoredSecret secret, Instant until) {

    public RetiringSecret {
        Objects.requireNonNull(secret, "secret");
        Objects.requireNonNull(until, "until");
    }

    /** Whether the old secret still counts at {@code now}. */
    public boolean acceptedAt(Instant now) {
        return now.isBefore(until);
    }
}
