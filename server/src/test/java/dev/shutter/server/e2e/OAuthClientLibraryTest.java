package dev.shutter.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.nimbusds.oauth2.sdk.AuthorizationCode;
import com.nimbusds.oauth2.sdk.AuthorizationCodeGrant;
import com.nimbusds.oauth2.sdk.AuthorizationErrorResponse;
import com.nimbusds.oauth2.sdk.AuthorizationRequest;
import com.nimbusds.oauth2.sdk.AuthorizationResponse;
import com.nimbusds.oauth2.sdk.AuthorizationSuccessResponse;
import com.nimbusds.oauth2.sdk.OAuth2Error;
import com.nimbusds.oauth2.sdk.ParseException;
import com.nimbusds.oauth2.sdk.ResponseType;
import com.nimbusds.oauth2.sdk.Scope;
import com.nimbusds.oauth2.sdk.TokenErrorResponse;
import com.nimbusds.oauth2.sdk.TokenIntrospectionRequest;
import com.nimbusds.oauth2.sdk.TokenIntrospectionResponse;
import com.nimbusds.oauth2.sdk.TokenIntrospectionSuccessResponse;
import com.nimbusds.oauth2.sdk.TokenRequest;
import com.nimbusds.oauth2.sdk.TokenResponse;
import com.nimbusds.oauth2.sdk.TokenRevocationRequest;
import com.nimbusds.oauth2.sdk.as.AuthorizationServerMetadata;
import com.nimbusds.oauth2.sdk.auth.ClientSecretBasic;
import com.nimbusds.oauth2.sdk.auth.ClientSecretPost;
import com.nimbusds.oauth2.sdk.auth.Secret;
import com.nimbusds.oauth2.sdk.http.HTTPRequest;
import com.nimbusds.oauth2.sdk.http.HTTPResponse;
import com.nimbusds.oauth2.sdk.id.ClientID;
import com.nimbusds.oauth2.sdk.id.Issuer;
import com.nimbusds.oauth2.sdk.id.State;
import com.nimbusds.oauth2.sdk.pkce.CodeChallengeMethod;
import com.nimbusds.oauth2.sdk.pkce.CodeVerifier;
import com.nimbusds.oauth2.sdk.token.BearerAccessToken;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.Map;
import javax.net.ssl.SSLSocketFactory;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A standard OAuth 2.0 client library, the Nimbus OAuth 2.0 SDK, configured with nothing but Shutter's
 * endpoints: it builds the authorization request, parses the redirect, makes the token request with
 * {@code client_secret_basic}, {@code client_secret_post} or no secret (PKCE), and calls the API with
 * its bearer token; one test starts from the issuer alone (RFC 8414 discovery) and introspects (RFC
 * 7662). The user's part (log in, consent) is played with the JDK client.
 */
class OAuthClientLibraryTest {

    private static final SSLSocketFactory TRUSTING =
            Browser.trusting(TestServers.sharedDataDir()).getSocketFactory();

    private final Platform platform = Platform.shared();
    private final String base = TestServers.shared().baseUrl();
    private final URI authorizeEndpoint = URI.create(base + "/oauth/authorize");
    private final URI tokenEndpoint = URI.create(base + "/oauth/access_token");

    @Test
    @DisplayName("code flow without PKCE, client_secret_basic, then /v1/users/self with the bearer token")
    void withoutPkceBasic() throws Exception {
        // given
        Platform.User user = platform.user("nimbus");
        Platform.App app = platform.liveApp();
        State state = new State();
        AuthorizationRequest request = new AuthorizationRequest.Builder(
                        new ResponseType(ResponseType.Value.CODE), new ClientID(app.clientId()))
                .endpointURI(authorizeEndpoint)
                .redirectionURI(URI.create(app.redirectUri()))
                .scope(new Scope("basic", "comments"))
                .state(state)
                .build();

        // when: the user approves, and the library parses where the browser was sent
        AuthorizationSuccessResponse approved = approve(user, request, state);

        // and: exchanges the code, authenticating with HTTP Basic
        TokenRequest exchange = new TokenRequest.Builder(
                        tokenEndpoint,
                        new ClientSecretBasic(new ClientID(app.clientId()), new Secret(app.secret())),
                        new AuthorizationCodeGrant(approved.getAuthorizationCode(), URI.create(app.redirectUri())))
                .build();
        assertThat(exchange.toHTTPRequest().getAuthorization()).startsWith("Basic ");
        assertThat(exchange.toHTTPRequest().getBody()).doesNotContain("client_secret");
        TokenResponse tokens = send(exchange);

        // then
        BearerAccessToken token = bearer(tokens, user);
        assertThat(token.getScope().toStringList()).containsExactlyInAnyOrder("basic", "comments");
        assertSelf(token, user);
    }

    @Test
    @DisplayName("code flow with PKCE (S256), client_secret_post")
    void withPkcePost() throws Exception {
        // given
        Platform.User user = platform.user("nimbus");
        Platform.App app = platform.liveApp();
        State state = new State();
        CodeVerifier verifier = new CodeVerifier();
        AuthorizationRequest request = new AuthorizationRequest.Builder(
                        new ResponseType(ResponseType.Value.CODE), new ClientID(app.clientId()))
                .endpointURI(authorizeEndpoint)
                .redirectionURI(URI.create(app.redirectUri()))
                .scope(new Scope("relationships"))
                .state(state)
                .codeChallenge(verifier, CodeChallengeMethod.S256)
                .build();
        assertThat(request.toURI().getRawQuery()).contains("code_challenge_method=S256");

        // when
        AuthorizationSuccessResponse approved = approve(user, request, state);
        TokenRequest exchange = new TokenRequest.Builder(
                        tokenEndpoint,
                        new ClientSecretPost(new ClientID(app.clientId()), new Secret(app.secret())),
                        new AuthorizationCodeGrant(
                                approved.getAuthorizationCode(), URI.create(app.redirectUri()), verifier))
                .build();
        assertThat(exchange.toHTTPRequest().getAuthorization()).isNull();
        assertThat(exchange.toHTTPRequest().getBody()).contains("client_secret=", "code_verifier=");
        TokenResponse tokens = send(exchange);

        // then
        assertSelf(bearer(tokens, user), user);
    }

    @Test
    @DisplayName("a public client: PKCE and no secret; with another verifier the library reads invalid_grant")
    void publicClientWithPkce() throws Exception {
        // given
        Platform.User user = platform.user("nimbus");
        ObjectNode body = Platform.JSON
                .createObjectNode()
                .put("name", "Nimbus public")
                .put("mode", "live")
                .put("public", true);
        body.putArray("redirect_uris").add(Platform.REDIRECT);
        body.putArray("approved_scopes").add("basic");
        Platform.App app = platform.app(body);
        assertThat(app.secret()).isNull();
        ClientID clientId = new ClientID(app.clientId());

        // when: a code bound to one verifier is presented with another
        State first = new State();
        CodeVerifier verifier = new CodeVerifier();
        AuthorizationSuccessResponse stolen = approve(user, publicRequest(clientId, first, verifier), first);
        TokenResponse refused = send(new TokenRequest.Builder(
                        tokenEndpoint,
                        clientId,
                        new AuthorizationCodeGrant(
                                stolen.getAuthorizationCode(), URI.create(Platform.REDIRECT), new CodeVerifier()))
                .build());

        // then
        assertThat(refused.indicatesSuccess()).isFalse();
        TokenErrorResponse error = refused.toErrorResponse();
        assertThat(error.getErrorObject().getCode()).isEqualTo(OAuth2Error.INVALID_GRANT.getCode());
        assertThat(error.getErrorObject().getHTTPStatusCode()).isEqualTo(400);

        // when: the right verifier, on a new code
        State second = new State();
        AuthorizationSuccessResponse approved = approve(user, publicRequest(clientId, second, verifier), second);
        TokenResponse tokens = send(new TokenRequest.Builder(
                        tokenEndpoint,
                        clientId,
                        new AuthorizationCodeGrant(
                                approved.getAuthorizationCode(), URI.create(Platform.REDIRECT), verifier))
                .build());

        // then
        assertSelf(bearer(tokens, user), user);
    }

    @Test
    @DisplayName("a denial reaches the library as an access_denied error response with the state")
    void denial() throws Exception {
        // given
        Platform.User user = platform.user("nimbus");
        Platform.App app = platform.liveApp();
        State state = new State();
        AuthorizationRequest request = new AuthorizationRequest.Builder(
                        new ResponseType(ResponseType.Value.CODE), new ClientID(app.clientId()))
                .endpointURI(authorizeEndpoint)
                .redirectionURI(URI.create(app.redirectUri()))
                .scope(new Scope("comments"))
                .state(state)
                .build();

        // when
        String location =
                Platform.decide(new Browser(base), user, request.toURI().toString(), "deny");
        AuthorizationResponse response = AuthorizationResponse.parse(URI.create(location));

        // then
        assertThat(response.indicatesSuccess()).isFalse();
        AuthorizationErrorResponse error = response.toErrorResponse();
        assertThat(error.getErrorObject().getCode()).isEqualTo(OAuth2Error.ACCESS_DENIED.getCode());
        assertThat(error.getErrorObject().getDescription()).isEqualTo("The user denied your request");
        assertThat(error.getState()).isEqualTo(state);
        assertThat(error.getIssuer()).isEqualTo(new Issuer(base));
    }

    @Test
    @DisplayName("from the RFC 8414 metadata alone the library finds the endpoints, runs the code flow and introspects")
    void discovery() throws Exception {
        // given: nothing but the issuer
        Issuer issuer = new Issuer(base);
        HTTPRequest get =
                new HTTPRequest(HTTPRequest.Method.GET, URI.create(base + "/.well-known/oauth-authorization-server"));
        get.setSSLSocketFactory(TRUSTING);
        AuthorizationServerMetadata metadata =
                AuthorizationServerMetadata.parse(get.send().getBodyAsJSONObject());
        Platform.User user = platform.user("nimbus");
        Platform.App app = platform.liveApp();
        State state = new State();
        CodeVerifier verifier = new CodeVerifier();

        // when: the code flow on the discovered endpoints, with PKCE
        assertThat(metadata.getIssuer()).isEqualTo(issuer);
        assertThat(metadata.getCodeChallengeMethods()).containsExactly(CodeChallengeMethod.S256);
        assertThat(metadata.supportsAuthorizationResponseIssuerParam()).isTrue();
        AuthorizationRequest request = new AuthorizationRequest.Builder(
                        new ResponseType(ResponseType.Value.CODE), new ClientID(app.clientId()))
                .endpointURI(metadata.getAuthorizationEndpointURI())
                .redirectionURI(URI.create(app.redirectUri()))
                .scope(new Scope("comments"))
                .state(state)
                .codeChallenge(verifier, CodeChallengeMethod.S256)
                .build();
        AuthorizationSuccessResponse approved = approve(user, request, state);
        ClientSecretBasic credentials = new ClientSecretBasic(new ClientID(app.clientId()), new Secret(app.secret()));
        BearerAccessToken token = bearer(
                send(new TokenRequest.Builder(
                                metadata.getTokenEndpointURI(),
                                credentials,
                                new AuthorizationCodeGrant(
                                        approved.getAuthorizationCode(), URI.create(app.redirectUri()), verifier))
                        .build()),
                user);

        // then: the discovered introspection endpoint knows the token, and forgets it once revoked
        TokenIntrospectionSuccessResponse active = introspect(metadata, credentials, token);
        assertThat(active.isActive()).isTrue();
        assertThat(active.getScope().toStringList()).containsExactlyInAnyOrder("basic", "comments");
        assertThat(active.getClientID()).isEqualTo(new ClientID(app.clientId()));
        assertThat(active.getUsername()).isEqualTo(user.username());
        assertThat(active.getSubject().getValue()).isEqualTo(user.id());
        assertThat(active.getIssueTime()).isNotNull();
        assertThat(active.getExpirationTime()).isNull();
        HTTPRequest revoke =
                new TokenRevocationRequest(metadata.getRevocationEndpointURI(), credentials, token).toHTTPRequest();
        revoke.setSSLSocketFactory(TRUSTING);
        assertThat(revoke.send().getStatusCode()).isEqualTo(200);
        assertThat(introspect(metadata, credentials, token).isActive()).isFalse();
    }

    private static TokenIntrospectionSuccessResponse introspect(
            AuthorizationServerMetadata metadata, ClientSecretBasic credentials, BearerAccessToken token)
            throws ParseException, IOException {
        HTTPRequest http = new TokenIntrospectionRequest(metadata.getIntrospectionEndpointURI(), credentials, token)
                .toHTTPRequest();
        http.setSSLSocketFactory(TRUSTING);
        TokenIntrospectionResponse response = TokenIntrospectionResponse.parse(http.send());
        assertThat(response.indicatesSuccess()).isTrue();
        return response.toSuccessResponse();
    }

    private AuthorizationRequest publicRequest(ClientID clientId, State state, CodeVerifier verifier) {
        return new AuthorizationRequest.Builder(new ResponseType(ResponseType.Value.CODE), clientId)
                .endpointURI(authorizeEndpoint)
                .redirectionURI(URI.create(Platform.REDIRECT))
                .scope(new Scope("basic"))
                .state(state)
                .codeChallenge(verifier, CodeChallengeMethod.S256)
                .build();
    }

    /** The user logs in and allows; the library parses the redirect and checks state and issuer. */
    private AuthorizationSuccessResponse approve(Platform.User user, AuthorizationRequest request, State state)
            throws ParseException {
        String location =
                Platform.allow(new Browser(base), user, request.toURI().toString());
        AuthorizationResponse response = AuthorizationResponse.parse(URI.create(location));
        assertThat(response.indicatesSuccess()).as(location).isTrue();
        assertThat(response.getState()).isEqualTo(state);
        assertThat(response.getIssuer()).as("RFC 9207 iss").isEqualTo(new Issuer(base));
        AuthorizationCode code = response.toSuccessResponse().getAuthorizationCode();
        assertThat(code.getValue()).hasSizeGreaterThanOrEqualTo(22);
        return response.toSuccessResponse();
    }

    private static TokenResponse send(TokenRequest request) throws ParseException {
        HTTPRequest http = request.toHTTPRequest();
        http.setSSLSocketFactory(TRUSTING);
        try {
            return TokenResponse.parse(http.send());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The bearer token of a successful response, which also names the user (docs/spec/photo-api.md 2.2). */
    private static BearerAccessToken bearer(TokenResponse response, Platform.User user) {
        assertThat(response.indicatesSuccess())
                .as(() -> response.toErrorResponse().getErrorObject().toString())
                .isTrue();
        var success = response.toSuccessResponse();
        Map<String, Object> custom = success.getCustomParameters();
        assertThat(custom).containsKey("user");
        assertThat(custom.get("user").toString()).contains(user.id(), user.username());
        BearerAccessToken token = success.getTokens().getBearerAccessToken();
        assertThat(token).isNotNull();
        assertThat(token.getValue()).startsWith(user.id() + ".");
        return token;
    }

    /** GET /v1/users/self with the library's {@code Authorization: Bearer} header. */
    private void assertSelf(BearerAccessToken token, Platform.User user) throws ParseException {
        HTTPRequest http = new HTTPRequest(HTTPRequest.Method.GET, URI.create(base + "/v1/users/self"));
        http.setAuthorization(token.toAuthorizationHeader());
        http.setSSLSocketFactory(TRUSTING);
        HTTPResponse response;
        try {
            response = http.send();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertThat(response.getStatusCode()).as(response.getBody()).isEqualTo(200);
        response.ensureEntityContentType();
        JsonNode self = Platform.read(response.getBody());
        assertThat(self.get("meta").get("code").asInt()).isEqualTo(200);
        assertThat(self.get("data").get("id").asText()).isEqualTo(user.id());
        assertThat(self.get("data").get("username").asText()).isEqualTo(user.username());
    }
}
