package dev.shutter.ports.in;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * A browser session as its owner sees it: the id for the cookie (shown once; only its hash is stored),
 * the CSRF token its forms carry, the user once logged in, and when it ends.
 */
public record SessionTicket(String sessionId, String csrfToken, Option<UserId> user, Instant expiresAt) {

    @Override
    public String toString() {
        return "SessionTicket[user=" + user + ", expiresAt=" + expiresAt + "]";
    }
}
