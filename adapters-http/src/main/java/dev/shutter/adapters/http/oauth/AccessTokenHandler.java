package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.ports.in.ExchangeCodeCommand;
import dev.shutter.ports.in.ExchangeCodeUseCase;

/**
 * {@code POST /oauth/access_token} (docs/spec/photo-api.md 5.6): a code, with PKCE's {@code code_verifier}, for a
 * token.
 */
final class AccessTokenHandler extends TokenEndpointHandler {

    /** The path (also answered with a trailing slash). */
    public static final String PATH = OAuthPaths.ACCESS_TOKEN;

    private final ExchangeCodeUseCase codes;

    public AccessTokenHandler(ExchangeCodeUseCase codes, Incidents incidents) {
        super(incidents);
        this.codes = codes;
    }

    @Override
    WebAnswer serve(ClientForm form) {
        return codes.exchange(ExchangeCodeCommand.fromForm(form.credentials(), form.form()::get))
                .fold(TokenResponses::failure, TokenResponses::grant);
    }
}
