package dev.shutter.docs.snippets;

// docs:BEGIN
import dev.shutter.adapters.http.api.Envelope;
import dev.shutter.adapters.http.api.Representations;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.JsonOut;
import dev.shutter.domain.Failure;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.ports.in.InvalidCommandException;
import dev.shutter.ports.in.Outcome;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** How a host answers its own clients with what Shutter answered, as /v1 would. */
public final class HostAnswers {

    /** The host's own answer: a status, headers, a body. */
    public record HostAnswer(int status, Map<String, String> headers, String body) {}

    /** A relationship's status: the v1 representation, or the catalogue's code, type and message. */
    public static HostAnswer relationship(Outcome<RelationshipView> outcome) {
        Map<String, String> headers = new LinkedHashMap<>();
        outcome.rate().forEach(rate -> {
            headers.put("X-Ratelimit-Limit", Long.toString(rate.limit()));
            headers.put("X-Ratelimit-Remaining", Long.toString(rate.remaining()));
        });
        return outcome.fold(
                failure -> refusal(failure, headers),
                view -> new HostAnswer(200, headers, json(Representations.relationship(view))));
    }

    /** A value a command's builder refused, answered as /v1 answers a bad parameter: the field named. */
    public static HostAnswer refused(InvalidCommandException e) {
        return refusal(Failure.InvalidParameter.invalid(e.field(), e.reason()), Map.of());
    }

    private static HostAnswer refusal(Failure failure, Map<String, String> headers) {
        // {"meta":{"code":400,"error_type":"APINotFoundError","error_message":"this user does not exist"}}
        return new HostAnswer(failure.code(), headers, Json.write(Envelope.failure(failure)));
    }

    private static String json(JsonOut data) {
        return new String(Json.bytes(Envelope.success(data, Option.none())), StandardCharsets.UTF_8);
    }
}
// docs:END
