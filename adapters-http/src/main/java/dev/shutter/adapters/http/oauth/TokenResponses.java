package dev.shutter.adapters.http.oauth;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.http.api.Representations;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.JsonOut;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.domain.Failure;
import dev.shutter.domain.oauth.TokenFailure;
import dev.shutter.ports.in.TokenGrant;
import io.vavr.control.Option;

/**
 * The answers of the token, revocation and introspection endpoints: the token response of docs/spec/photo-api.md 2.2,
 * and errors as top-level JSON with both the platform's and RFC 6749's fields. Never cached.
 */
final class TokenResponses {

    private TokenResponses() {}

    /** The token response: {@code access_token} and {@code user}, plus RFC 6749's token_type and scope. */
    public static WebAnswer grant(TokenGrant grant) {
        return json(200, out -> {
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
    public static WebAnswer failure(TokenFailure failure) {
        WebAnswer answer = send(failure.status(), failure.error(), failure.message());
        if (failure instanceof TokenFailure.WrongClientSecret wrong && wrong.viaBasic()) {
            answer = answer.with("WWW-Authenticate", "Basic realm=\"shutter\", charset=\"UTF-8\"");
        }
        if (failure instanceof TokenFailure.TooManyRequests tooMany) {
            answer = answer.with("Retry-After", Long.toString(tooMany.retryAfterSeconds()));
        }
        return answer;
    }

    /**
     * A failure nobody expected: while the storage is out of reach, 503 {@code temporarily_unavailable} with
     * {@code Retry-After}; otherwise a 500 {@code server_error} naming the incident.
     */
    public static WebAnswer unexpected(Incidents incidents, Throwable failure) {
        Option<Failure> outage = incidents.outage(failure);
        if (outage.isDefined()) {
            return send(503, "temporarily_unavailable", OAuthPages.unavailable(outage.get()))
                    .with("Retry-After", String.valueOf(Incidents.RETRY_AFTER_SECONDS));
        }
        String id = incidents.record(failure);
        return send(500, "server_error", "an unexpected error occurred (error id " + id + ")");
    }

    /** An error outside the table: a wrong method, or something unexpected. */
    public static WebAnswer send(int status, String error, String message) {
        ObjectNode body = Json.object();
        body.put("code", status);
        body.put("error_type", "OAuthException");
        body.put("error_message", message);
        body.put("error", error);
        body.put("error_description", message);
        return noStore(WebAnswer.json(status, body));
    }

    /** An empty success (the revocation endpoint's). */
    public static WebAnswer ok() {
        return noStore(WebAnswer.empty(200));
    }

    /** {@code body} as JSON with {@code status}, never cached. */
    static WebAnswer json(int status, JsonOut body) {
        return noStore(WebAnswer.json(status, body));
    }

    private static WebAnswer noStore(WebAnswer answer) {
        return answer.with("Cache-Control", "no-store").with("Pragma", "no-cache");
    }
}
