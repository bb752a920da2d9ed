package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.ports.in.IntrospectCommand;
import dev.shutter.ports.in.IntrospectTokenUseCase;
import dev.shutter.ports.in.Introspection;

/**
 * {@code POST /oauth/introspect} (RFC 7662): a client, authenticated by the form or HTTP Basic, asks about
 * a token. Only its own valid tokens are active; anything else is {@code {"active": false}}.
 */
final class IntrospectHandler extends TokenEndpointHandler {

    /** The path (also answered with a trailing slash). */
    public static final String PATH = OAuthPaths.INTROSPECT;

    private final IntrospectTokenUseCase introspection;

    public IntrospectHandler(IntrospectTokenUseCase introspection, Incidents incidents) {
        super(incidents);
        this.introspection = introspection;
    }

    @Override
    WebAnswer serve(ClientForm form) {
        return introspection
                .introspect(
                        new IntrospectCommand(form.credentials(), form.form().get("token")))
                .fold(TokenResponses::failure, IntrospectHandler::active);
    }

    private static WebAnswer active(Introspection answer) {
        return TokenResponses.json(200, out -> {
            out.writeStartObject();
            out.writeBooleanField("active", answer.isActive());
            if (answer.active().isDefined()) {
                Introspection.Active active = answer.active().get();
                out.writeStringField("scope", active.scopes().wireForm());
                out.writeStringField("client_id", active.client().value());
                out.writeStringField("username", active.user().username());
                out.writeStringField("sub", active.user().id().value());
                out.writeNumberField("iat", active.issuedAt().getEpochSecond());
                if (active.expiresAt().isDefined()) {
                    out.writeNumberField("exp", active.expiresAt().get().getEpochSecond());
                }
                out.writeStringField("token_type", "bearer");
            }
            out.writeEndObject();
        });
    }
}
