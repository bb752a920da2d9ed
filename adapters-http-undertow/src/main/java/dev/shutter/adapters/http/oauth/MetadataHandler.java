package dev.shutter.adapters.http.oauth;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.domain.oauth.Scope;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;

/**
 * {@code GET /.well-known/oauth-authorization-server} (RFC 8414): the issuer, which is the {@code iss} of
 * every authorization response, and what a client needs to find and use the endpoints. Built from the
 * request's base URL (or {@code --public-url}), so it touches no storage.
 */
public final class MetadataHandler implements HttpHandler {

    /** The path. */
    public static final String PATH = "/.well-known/oauth-authorization-server";

    private static final String[] CLIENT_AUTH = {"client_secret_basic", "client_secret_post"};

    private final BaseUrl baseUrl;

    public MetadataHandler(BaseUrl baseUrl) {
        this.baseUrl = baseUrl;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) {
        String method = exchange.getRequestMethod().toString();
        if (!method.equals("GET") && !method.equals("HEAD")) {
            exchange.getResponseHeaders().put(Headers.ALLOW, "GET, HEAD");
            ObjectNode error = Json.object();
            error.put("error", "method not allowed");
            Json.send(exchange, 405, error);
            return;
        }
        exchange.getResponseHeaders().put(Headers.CACHE_CONTROL, "max-age=3600");
        Json.send(exchange, 200, metadata(baseUrl.of(exchange)));
    }

    static ObjectNode metadata(String issuer) {
        ObjectNode node = Json.object();
        node.put("issuer", issuer);
        node.put("authorization_endpoint", issuer + AuthorizeHandler.PATH);
        node.put("token_endpoint", issuer + AccessTokenHandler.PATH);
        node.put("revocation_endpoint", issuer + RevokeHandler.PATH);
        node.put("introspection_endpoint", issuer + IntrospectHandler.PATH);
        strings(node, "response_types_supported", "code", "token");
        strings(node, "response_modes_supported", "query", "fragment");
        strings(node, "grant_types_supported", "authorization_code", "implicit");
        strings(node, "code_challenge_methods_supported", "S256");
        strings(node, "token_endpoint_auth_methods_supported", "client_secret_basic", "client_secret_post", "none");
        strings(
                node,
                "revocation_endpoint_auth_methods_supported",
                "client_secret_basic",
                "client_secret_post",
                "none");
        strings(node, "introspection_endpoint_auth_methods_supported", CLIENT_AUTH);
        ArrayNode scopes = node.putArray("scopes_supported");
        for (Scope scope : Scope.values()) {
            scopes.add(scope.wireName());
        }
        node.put("authorization_response_iss_parameter_supported", true);
        return node;
    }

    private static void strings(ObjectNode node, String field, String... values) {
        ArrayNode array = node.putArray(field);
        for (String value : values) {
            array.add(value);
        }
    }
}
