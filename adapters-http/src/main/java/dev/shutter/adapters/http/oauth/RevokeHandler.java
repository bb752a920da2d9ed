package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.ports.in.RevokeCommand;
import dev.shutter.ports.in.RevokeTokenUseCase;

/** {@code POST /oauth/revoke} (RFC 7009): an authenticated client revokes one of its tokens. */
final class RevokeHandler extends TokenEndpointHandler {

    /** The path (also answered with a trailing slash). */
    public static final String PATH = OAuthPaths.REVOKE;

    private final RevokeTokenUseCase revocation;

    public RevokeHandler(RevokeTokenUseCase revocation, Incidents incidents) {
        super(incidents);
        this.revocation = revocation;
    }

    @Override
    WebAnswer serve(ClientForm form) {
        return revocation
                .revoke(new RevokeCommand(form.credentials(), form.form().get("token")))
                .fold(TokenResponses::failure, revoked -> TokenResponses.ok());
    }
}
