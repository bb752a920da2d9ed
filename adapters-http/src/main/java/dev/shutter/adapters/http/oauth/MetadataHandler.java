package dev.shutter.adapters.http.oauth;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebHandler;
import dev.shutter.adapters.http.web.WebRequest;
import dev.shutter.domain.oauth.Scope;
import java.util.concurrent.CompletionStage;

/**
 * {@code GET /.well-known/oauth-authorization-server} (RFC 8414): the issuer, which is the {@code iss} of
 * every authorization response, and what a client needs to find and use the endpoints. Built from the
 * request's base URL (or {@code --public-url}), so it touches no storage.
 */
public final class MetadataHandler implements WebHandler {

    /** The path. */
    public static final String PATH = "/.well-known/oauth-authorization-server";

    private static final String[] CLIENT_AUTH = {"client_secret_basic", "client_secret_post"};

    private final BaseUrl baseUrl;

    public MetadataHandler(BaseUrl baseUrl) {
        this.baseUrl = baseUrl;
    }

    @Override
    public CompletionStage<WebAnswer> answer(WebRequest request) {
        String method = request.method();
        if (!method.equals("GET") && !method.equals("HEAD")) {
            ObjectNode error = Json.object();
            error.put("error", "method not allowed");
            return WebAnswer.json(405, error).with("Allow", "GET, HEAD").now();
        }
        return WebAnswer.json(200, metadata(baseUrl.of(request)))
                .with("Cache-Control", "max-age=3600")
                .now();
    }

    static ObjectNode metadata(String issuer) {
        ObjectNode node = Json.object();
        node.put("issuer", issuer);
        node.put("authorization_endpoint", issuer + OAuthPaths.AUTHORIZE);
        node.put("token_endpoint", issuer + OAuthPaths.ACCESS_TOKEN);
        node.put("revocation_endpoint", issuer + OAuthPaths.REVOKE);
        node.put("introspection_endpoint", issuer + OAuthPaths.INTROSPECT);
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
