package dev.shutter.ports.in;

import dev.shutter.domain.oauth.Client;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Objects;

/**
 * A rotated secret: the app, its new generated secret (shown this once and never stored in the clear),
 * and until when the old one is still accepted (none: it stopped at once).
 */
public record SecretRotated(Client client, String secret, Option<Instant> oldSecretUntil) {

    public SecretRotated {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(secret, "secret");
        Objects.requireNonNull(oldSecretUntil, "oldSecretUntil");
    }

    @Override
    public String toString() {
        return "SecretRotated[client=" + client.id() + ", oldSecretUntil=" + oldSecretUntil + "]";
    }
}
