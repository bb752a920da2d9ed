package dev.shutter.adapters.http.api;

import dev.shutter.adapters.http.web.AuthorizationHeader;
import dev.shutter.adapters.http.web.FormEncoding;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebHandler;
import dev.shutter.adapters.http.web.WebRequest;
import dev.shutter.domain.Failure;
import dev.shutter.domain.oauth.CodeText;
import dev.shutter.ports.in.RevokeTokenUseCase;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionStage;

/**
 * The plain-HTTP listener (docs/spec/DECISIONS.md section 8): every request gets 403 "HTTPS is required.", never a
 * redirect. A credential sent over it has been exposed: an access token (as {@code access_token}, a bearer
 * header, or the {@code token} of introspection and revocation) is revoked, and a code posted to the token
 * endpoint is burnt.
 */
public final class HttpsRequiredHandler implements WebHandler {

    private static final WebAnswer REFUSED = Envelope.answer(new Failure.HttpsRequired());

    private static final Set<String> TOKEN_ENDPOINTS = Set.of("/oauth/introspect", "/oauth/revoke");

    private final RevokeTokenUseCase revocation;
    private final Incidents incidents;

    public HttpsRequiredHandler(RevokeTokenUseCase revocation, Incidents incidents) {
        this.revocation = revocation;
        this.incidents = incidents;
    }

    @Override
    public CompletionStage<WebAnswer> answer(WebRequest request) {
        try {
            revokeExposedTokens(request);
        } catch (RuntimeException | Error e) {
            // The answer stays the same: this listener has nothing else to say.
            incidents.record(e);
        }
        return REFUSED.now();
    }

    private void revokeExposedTokens(WebRequest request) {
        String path = request.path();
        List<Map.Entry<String, String>> sent =
                new ArrayList<>(pairsIn(request.rawQuery().getOrNull()));
        if (!request.method().equals("GET")) {
            request.body().forEach(bytes -> sent.addAll(pairsIn(new String(bytes, StandardCharsets.ISO_8859_1))));
        }
        List<String> tokens = new ArrayList<>();
        List<String> codes = new ArrayList<>();
        for (var pair : sent) {
            if (pair.getKey().contains("access_token")
                    || (pair.getKey().equals("token") && TOKEN_ENDPOINTS.contains(path))) {
                tokens.add(pair.getValue());
            } else if (pair.getKey().equals("code") && path.equals("/oauth/access_token")) {
                codes.add(pair.getValue());
            }
        }
        AuthorizationHeader.credentials(request, "Bearer").forEach(tokens::add);
        tokens.forEach(revocation::revokeExposed);
        codes.forEach(code -> CodeText.parse(code).forEach(revocation::burnExposedCode));
    }

    /**
     * Every name and value of a query or form, read leniently: a broken neighbour or a parameter sent twice
     * must not save a token.
     */
    private static List<Map.Entry<String, String>> pairsIn(String form) {
        List<Map.Entry<String, String>> pairs = new ArrayList<>();
        if (form == null) {
            return pairs;
        }
        for (String pair : form.split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                FormEncoding.decode(pair.substring(0, eq))
                        .forEach(name -> FormEncoding.decode(pair.substring(eq + 1))
                                .forEach(value -> pairs.add(Map.entry(name, value))));
            }
        }
        return pairs;
    }
}
