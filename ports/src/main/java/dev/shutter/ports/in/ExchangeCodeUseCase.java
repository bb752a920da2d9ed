package dev.shutter.ports.in;

import dev.shutter.domain.oauth.TokenFailure;
import io.vavr.control.Either;

/**
 * The code exchange (docs/spec/photo-api.md 5.6, docs/spec/DECISIONS.md section 3), checked in the table's order:
 * client id, client, secret, grant type, code, redirect URI, PKCE. A second use of a code revokes what it issued.
 */
public interface ExchangeCodeUseCase {

    /** A token for the code, or why not. */
    Either<TokenFailure, TokenGrant> exchange(ExchangeCodeCommand command);
}
