package dev.shutter.adapters.http.oauth;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.http.api.Representations;
import dev.shutter.adapters.http.web.Exchanges;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.domain.oauth.TokenFailure;
import dev.shutter.ports.in.TokenGrant;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;

/**
 * The answers of the token, revocation and introspection endpoints: the token response of docs/spec/photo-api.md 2.2,
 * and errors as top-level JSON with both the platform's and RFC 6749's fields. Never cached.
 */
public final class TokenResponses {

    private TokenResponses() {}

    /** The token response: {@code access_token} and {@code user}, plus RFC 6749's token_type and scope. */
    public static void grant(HttpServerExchange exchange, TokenGrant grant) {
        noStore(exchange);
        Exchanges.json(exchange, 200, out -> {
            out.writeStartObject();
            out.writeStringField("access_token", grant.accessToken());
            out.writeStringField("token_type", "bearer");
            out.writeStringField("scope", grant.scopes().wireForm());
            out.writeFieldName("user");
            Representations.profile(grant.user()).writeTo(out);
            out.writeEndObject();
        });
    }

    /** A refusal, with {@code WWW-Authenticate} when a Basic secret was wrong. */
    public static void failure(HttpServerExchange exchange, TokenFailure failure) {
        if (failure instanceof TokenFailure.WrongClientSecret wrong && wrong.viaBasic()) {
            exchange.getResponseHeaders().put(Headers.WWW_AUTHENTICATE, "Basic realm=\"shutter\", charset=\"UTF-8\"");
        }
        if (failure instanceof TokenFailure.TooManyRequests tooMany) {
            exchange.getResponseHeaders().put(Headers.RETRY_AFTER, Long.toString(tooMany.retryAfterSeconds()));
        }
        send(exchange, failure.status(), failure.error(), failure.message());
    }

    /** An error outside the table: a wrong method, or something unexpected. */
    public static void send(HttpServerExchange exchange, int status, String error, String message) {
        ObjectNode body = Json.object();
        body.put("code", status);
        body.put("error_type", "OAuthException");
        body.put("error_message", message);
        body.put("error", error);
        body.put("error_description", message);
        noStore(exchange);
        Exchanges.json(exchange, status, body);
    }

    /** An empty success (the revocation endpoint's). */
    public static void ok(HttpServerExchange exchange) {
        noStore(exchange);
        exchange.setStatusCode(200);
        Exchanges.end(exchange);
    }

    private static void noStore(HttpServerExchange exchange) {
        exchange.getResponseHeaders().put(Headers.CACHE_CONTROL, "no-store");
        exchange.getResponseHeaders().put(Headers.PRAGMA, "no-cache");
    }
}
