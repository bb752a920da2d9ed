package dev.shutter.ports.in;

import dev.shutter.domain.oauth.TokenFailure;
import io.vavr.control.Either;

/**
 * RFC 7662 token introspection for resource servers. Asking is not a use of the token: it does not move
 * the token's idle time (docs/concepts.md, Token expiry).
 */
public interface IntrospectTokenUseCase {

    /** Introspections one client may make in a sliding hour. */
    int HOURLY_LIMIT = 60_000;

    /**
     * What the authenticated client may learn about a token: active with its details when the token is
     * valid and was issued to that client, else inactive. The client's credentials failing, or too many
     * introspections in the hour, is a failure.
     */
    Either<TokenFailure, Introspection> introspect(IntrospectCommand command);
}
