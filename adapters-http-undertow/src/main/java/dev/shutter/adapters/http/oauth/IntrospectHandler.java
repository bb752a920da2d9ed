package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.Exchanges;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.ports.in.IntrospectCommand;
import dev.shutter.ports.in.IntrospectTokenUseCase;
import dev.shutter.ports.in.Introspection;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;

/**
 * {@code POST /oauth/introspect} (RFC 7662): a client, authenticated by the form or HTTP Basic, asks about
 * a token. Only its own valid tokens are active; anything else is {@code {"active": false}}.
 */
public final class IntrospectHandler extends TokenEndpointHandler {

    /** The path (also answered with a trailing slash). */
    public static final String PATH = OAuthPaths.INTROSPECT;

    private final IntrospectTokenUseCase introspection;

    public IntrospectHandler(IntrospectTokenUseCase introspection, Incidents incidents) {
        super(incidents);
        this.introspection = introspection;
    }

    @Override
    void serve(HttpServerExchange exchange, ClientForm form) {
        introspection
                .introspect(
                        new IntrospectCommand(form.credentials(), form.form().get("token")))
                .fold(
                        failure -> {
                            TokenResponses.failure(exchange, failure);
                            return null;
                        },
                        answer -> {
                            send(exchange, answer);
                            return null;
                        });
    }

    private static void send(HttpServerExchange exchange, Introspection answer) {
        exchange.getResponseHeaders().put(Headers.CACHE_CONTROL, "no-store");
        exchange.getResponseHeaders().put(Headers.PRAGMA, "no-cache");
        Exchanges.json(exchange, 200, out -> {
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
