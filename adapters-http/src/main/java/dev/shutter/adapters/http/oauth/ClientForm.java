package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.AuthorizationHeader;
import dev.shutter.adapters.http.web.FormEncoding;
import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.adapters.http.web.RequestBodies;
import dev.shutter.adapters.http.web.WebRequest;
import dev.shutter.domain.oauth.TokenFailure;
import dev.shutter.ports.in.ClientCredentials;
import io.vavr.control.Either;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * The form of a client's request to the token or revocation endpoint, and its credentials: from the
 * form, or from HTTP Basic (RFC 6749 2.3.1: id and secret form-encoded, then base64). One method only;
 * the secret never in the URL; no parameter repeated with different values.
 */
record ClientForm(Parameters form, ClientCredentials credentials) {

    /** Reads the request, or the {@code invalid_request} that describes what is wrong with it. */
    public static Either<TokenFailure, ClientForm> read(WebRequest request) {
        Either<TokenFailure, Parameters> query = Parameters.parse(
                        request.rawQuery().getOrNull(), "query string")
                .mapLeft(TokenFailure.InvalidRequest::new);
        if (query.isLeft()) {
            return Either.left(query.getLeft());
        }
        if (query.get().has("client_secret")) {
            return invalid("client_secret must be sent in the request body, never in the URL");
        }
        Either<TokenFailure, Parameters> body =
                RequestBodies.form(request).mapLeft(problem -> new TokenFailure.InvalidRequest(problem.message()));
        if (body.isLeft()) {
            return Either.left(body.getLeft());
        }
        Parameters form = body.get();
        if (form.firstAmbiguous().isDefined()) {
            return invalid("the parameter " + form.firstAmbiguous().get() + " was given more than once");
        }
        String basic = AuthorizationHeader.credentials(request, "Basic").getOrNull();
        if (basic == null) {
            return Either.right(new ClientForm(
                    form, ClientCredentials.sentInForm(form.get("client_id"), form.get("client_secret"))));
        }
        return basicCredentials(basic).flatMap(credentials -> {
            if (form.has("client_secret")
                    || (form.has("client_id") && !form.get("client_id").equals(credentials.clientId()))) {
                return invalid("client credentials must come by one method: HTTP Basic or the form, not both");
            }
            return Either.right(new ClientForm(form, credentials));
        });
    }

    private static Either<TokenFailure, ClientCredentials> basicCredentials(String encoded) {
        String decoded;
        try {
            decoded = new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return invalid("the HTTP Basic credentials are not base64");
        }
        int colon = decoded.indexOf(':');
        if (colon < 0) {
            return invalid("the HTTP Basic credentials have no colon between client id and secret");
        }
        Either<String, String> id = FormEncoding.decode(decoded.substring(0, colon));
        Either<String, String> secret = FormEncoding.decode(decoded.substring(colon + 1));
        if (id.isLeft() || secret.isLeft()) {
            return invalid("the HTTP Basic credentials have malformed percent-encoding");
        }
        return Either.right(ClientCredentials.sentInBasic(id.get(), secret.get()));
    }

    private static <T> Either<TokenFailure, T> invalid(String message) {
        return Either.left(new TokenFailure.InvalidRequest(message));
    }
}
