package dev.shutter.domain.oauth;

import io.vavr.control.Option;
import java.time.Instant;
import java.util.Objects;

/**
 * An app's previous secret after a rotation with a grace period: it still authenticates the app, and
 * (sealed, for an app that enforces signed requests) still signs its requests, until {@code until}, so
 * that the app's servers can move to the new one without an outage.
 */
public record RetiringSecret(StoredSecret secret, Option<String> sealedSigningSecret, Instant until) {

    public RetiringSecret {
        Objects.requireNonNull(secret, "secret");
        Objects.requireNonNull(sealedSigningSecret, "sealedSigningSecret");
        Objects.requireNonNull(until, "until");
    }

    /** Whether the old secret still counts at {@code now}. */
    public boolean acceptedAt(Instant now) {
        return now.isBefore(until);
    }
}
