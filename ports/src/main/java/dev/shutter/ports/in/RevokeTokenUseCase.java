package dev.shutter.ports.in;

import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.CodeText;
import dev.shutter.domain.oauth.TokenFailure;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import java.util.List;

/** Ways an access token stops being valid before it expires (docs/spec/photo-api.md 3.1). */
public interface RevokeTokenUseCase {

    /**
     * RFC 7009: an authenticated client revokes one of its tokens. An unknown token, or one of another
     * client, is answered as success and left alone.
     */
    Either<TokenFailure, Revoked> revoke(RevokeCommand command);

    /** The apps holding valid tokens of {@code user}, for the manage-access page. */
    List<AppAccess> accessOf(UserId user);

    /** {@code user} withdraws the access of {@code client}: all its tokens of theirs are revoked. */
    void revokeApp(UserId user, ClientId client);

    /** A token was seen in the clear (sent over plain HTTP): revoke it, whoever's it is. */
    void revokeExposed(String token);

    /**
     * An authorization code was seen in the clear (posted over plain HTTP): it can no longer be exchanged,
     * and when it already was, the tokens issued from it are revoked as for a replayed code.
     */
    void burnExposedCode(CodeText code);

    /** The answer of a revocation: nothing to say. */
    record Revoked() {}
}
