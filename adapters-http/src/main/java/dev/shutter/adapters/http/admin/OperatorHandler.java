package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.http.api.Envelope;
import dev.shutter.adapters.http.web.AuthorizationHeader;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.RequestBodies;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebHandler;
import dev.shutter.adapters.http.web.WebRequest;
import dev.shutter.domain.Failure;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.OperatorUseCase;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletionStage;

/**
 * The operator API under {@code /admin} (bearer {@code --admin-token}; without one configured it does
 * not exist): JSON in, JSON out, {@link OperatorFailure} as 400 with its sentence. It may block (every route
 * reads or writes the storage): a binding calls it on a worker thread.
 */
public final class OperatorHandler implements WebHandler {

    /** The path prefix. */
    public static final String PREFIX = "/admin";

    private final OperatorUseCase operator;
    private final MaintenanceRoutes maintenance;
    private final AppChanges appChanges;
    private final Option<String> tokenHash;
    private final Incidents incidents;

    /** {@code adminToken}: none disables the API. */
    public OperatorHandler(
            OperatorUseCase operator, MaintenanceRoutes maintenance, Option<String> adminToken, Incidents incidents) {
        this.operator = operator;
        this.maintenance = maintenance;
        this.appChanges = new AppChanges(operator, maintenance.views());
        this.tokenHash = adminToken.map(Hashes::sha256Hex);
        this.incidents = incidents;
    }

    @Override
    public CompletionStage<WebAnswer> answer(WebRequest request) {
        return answered(request).now();
    }

    private WebAnswer answered(WebRequest request) {
        if (tokenHash.isEmpty()) {
            return Envelope.answer(new Failure.EndpointNotFound());
        }
        if (!authorized(request)) {
            return WebAnswer.json(401, OperatorJson.error("the operator API needs Authorization: Bearer <admin token>"))
                    .with("Cache-Control", "no-store")
                    .with("WWW-Authenticate", "Bearer realm=\"shutter-admin\"");
        }
        WebAnswer answer;
        try {
            answer = route(request, request.method(), segments(request));
        } catch (BadBody e) {
            answer = WebAnswer.json(e.status, OperatorJson.error(e.getMessage()));
        } catch (RuntimeException | Error e) {
            answer = incidents
                    .outage(e)
                    .map(outage -> WebAnswer.json(503, OperatorJson.error(outageSentence(outage)))
                            .with("Retry-After", String.valueOf(Incidents.RETRY_AFTER_SECONDS)))
                    .getOrElse(() -> WebAnswer.json(
                            500,
                            OperatorJson.error("an unexpected error occurred (error id " + incidents.record(e) + ")")));
        }
        return answer.with("Cache-Control", "no-store");
    }

    /** What a 503 says: the change may have applied, or nothing applied. */
    private static String outageSentence(Failure outage) {
        return outage instanceof Failure.OutcomeUnknown
                ? "the storage is temporarily unavailable, and this change may have been applied: check before"
                        + " sending it again"
                : "the storage is temporarily unavailable";
    }

    private WebAnswer route(WebRequest request, String method, List<String> path) {
        // Collections are one segment (users), changes three (apps/{id}/approve).
        String route = path.size() == 1
                ? path.get(0)
                : path.size() == 3 && !path.get(1).isEmpty() ? path.get(0) + "/*/" + path.get(2) : "";
        String id = path.size() == 3 ? path.get(1) : null;
        return switch (method + " " + route) {
            case "POST users" ->
                answer(
                        path,
                        201,
                        body(request, UserEntry.class).toCommand().flatMap(operator::createUser),
                        OperatorJson::user);
            case "POST media" ->
                answer(
                        path,
                        201,
                        body(request, MediaEntry.class).toCommand().flatMap(operator::createMedia),
                        OperatorJson::media);
            case "POST apps" ->
                answer(
                        path,
                        201,
                        body(request, AppEntry.class).toCommand(false).flatMap(operator::createApp),
                        OperatorJson::created);
            case "POST apps/*/approve" ->
                answer(
                        path,
                        200,
                        appChanges.approve(id, scopes(body(request, OperatorBodies.Approve.class))),
                        OperatorJson::app);
            case "POST apps/*/comment-write" -> {
                boolean granted =
                        required(body(request, OperatorBodies.Grant.class).granted(), "granted");
                yield answer(
                        path,
                        200,
                        MaintenanceRoutes.app(id)
                                .flatMap(app ->
                                        granted ? operator.grantCommentWrite(app) : operator.revokeCommentWrite(app)),
                        OperatorJson::app);
            }
            case "PUT apps/*/sandbox-users" ->
                answer(
                        path,
                        200,
                        appChanges.sandboxUsers(
                                id,
                                new LinkedHashSet<>(required(
                                        body(request, OperatorBodies.SandboxUsers.class)
                                                .sandboxUsers(),
                                        "sandbox_users"))),
                        OperatorJson::app);
            case "POST apps/*/revoke-tokens" ->
                answer(path, 200, MaintenanceRoutes.app(id).flatMap(operator::revokeTokensOfApp), OperatorJson::app);
            case "POST users/*/private" -> {
                boolean isPrivate =
                        required(body(request, OperatorBodies.Private.class).isPrivate(), "is_private");
                yield answer(
                        path,
                        200,
                        MaintenanceRoutes.user(id)
                                .flatMap(user -> isPrivate ? operator.makePrivate(user) : operator.makePublic(user)),
                        OperatorJson::user);
            }
            case "POST users/*/revoke-tokens" ->
                answer(path, 200, MaintenanceRoutes.user(id).flatMap(operator::revokeTokensOfUser), OperatorJson::user);
            case "POST seed" -> seed(request);
            default ->
                maintenance
                        .route(request, method, path)
                        .getOrElse(() -> WebAnswer.json(
                                404,
                                OperatorJson.error(
                                        "no such operator endpoint: " + method + " /admin/" + String.join("/", path))));
        };
    }

    private WebAnswer seed(WebRequest request) {
        byte[] bytes = jsonBytes(request);
        Either<String, ObjectNode> result = FixturesReader.read(bytes)
                .flatMap(seed ->
                        operator.seed(seed).mapLeft(OperatorFailure::describe).map(OperatorJson::seeded));
        if (result.isLeft()) {
            return WebAnswer.json(400, OperatorJson.error(result.getLeft()));
        }
        return WebAnswer.json(200, result.get());
    }

    /**
     * A failure is 400 naming the field; on a route with an id in its path, a failure naming no field is
     * that id naming nothing: 404, as on the reads.
     */
    private static <T> WebAnswer answer(
            List<String> path,
            int status,
            Either<OperatorFailure, T> result,
            java.util.function.Function<T, ObjectNode> shape) {
        if (result.isLeft()) {
            boolean unknownId = path.size() == 3 && result.getLeft().where().isEmpty();
            return WebAnswer.json(
                    unknownId ? 404 : 400, OperatorJson.error(result.getLeft().describe()));
        }
        return WebAnswer.json(status, shape.apply(result.get()));
    }

    private static <T> T body(WebRequest request, Class<T> type) {
        byte[] bytes = jsonBytes(request);
        if (bytes.length == 0) {
            throw new BadBody(400, "the request needs a JSON body");
        }
        try {
            T value = Json.MAPPER.readValue(bytes, type);
            if (value == null) {
                throw new BadBody(400, "the request needs a JSON object");
            }
            return value;
        } catch (JsonProcessingException e) {
            throw new BadBody(400, JsonErrors.describe(e));
        } catch (CharConversionException e) {
            throw new BadBody(400, JsonErrors.NOT_UTF8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] jsonBytes(WebRequest request) {
        return RequestBodies.json(request).getOrElseThrow(problem -> new BadBody(problem.status(), problem.message()));
    }

    private static String scopes(OperatorBodies.Approve approve) {
        JsonNode scopes = required(approve.scopes(), "scopes");
        if (scopes.isTextual()) {
            return scopes.asText();
        }
        if (scopes.isArray()) {
            Set<String> names = new LinkedHashSet<>();
            for (int i = 0; i < scopes.size(); i++) {
                if (!scopes.get(i).isTextual()) {
                    throw new BadBody(400, "scopes[" + i + "]: expected a string");
                }
                names.add(scopes.get(i).asText());
            }
            return String.join(" ", names);
        }
        throw new BadBody(400, "scopes: expected a string or a list");
    }

    private static <T> T required(T value, String field) {
        if (value == null) {
            throw new BadBody(400, field + ": required");
        }
        return value;
    }

    private boolean authorized(WebRequest request) {
        String presented = AuthorizationHeader.credentials(request, "Bearer").getOrNull();
        return presented != null
                && MessageDigest.isEqual(
                        Hashes.sha256Hex(presented).getBytes(StandardCharsets.US_ASCII),
                        tokenHash.get().getBytes(StandardCharsets.US_ASCII));
    }

    private static List<String> segments(WebRequest request) {
        String rest = request.path().substring(PREFIX.length());
        return List.of(rest.replaceFirst("^/", "").split("/", -1));
    }

    /** A body that cannot be read; answered with its status and sentence. */
    private static final class BadBody extends RuntimeException {
        private final int status;

        BadBody(int status, String message) {
            super(message, null, false, false);
            this.status = status;
        }
    }
}
