package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.http.api.Envelope;
import dev.shutter.adapters.http.web.Exchanges;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.RequestBody;
import dev.shutter.domain.Failure;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.OperatorUseCase;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
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

/**
 * The operator API under {@code /admin} (bearer {@code --admin-token}; without one configured it does
 * not exist): JSON in, JSON out, {@link OperatorFailure} as 400 with its sentence.
 */
public final class OperatorHandler implements HttpHandler {

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
    public void handleRequest(HttpServerExchange exchange) {
        if (tokenHash.isEmpty()) {
            Envelope.send(exchange, new Failure.EndpointNotFound());
            return;
        }
        exchange.getResponseHeaders().put(Headers.CACHE_CONTROL, "no-store");
        if (!authorized(exchange)) {
            exchange.getResponseHeaders().put(Headers.WWW_AUTHENTICATE, "Bearer realm=\"shutter-admin\"");
            Exchanges.json(
                    exchange, 401, OperatorJson.error("the operator API needs Authorization: Bearer <admin token>"));
            return;
        }
        try {
            route(exchange, exchange.getRequestMethod().toString(), segments(exchange));
        } catch (BadBody e) {
            Exchanges.json(exchange, e.status, OperatorJson.error(e.getMessage()));
        } catch (RuntimeException | Error e) {
            if (Exchanges.unavailable(incidents, e, exchange)) {
                if (!exchange.isResponseStarted()) {
                    Exchanges.json(exchange, 503, OperatorJson.error("the storage is temporarily unavailable"));
                }
                return;
            }
            String id = incidents.record(e);
            if (!exchange.isResponseStarted()) {
                Exchanges.json(exchange, 500, OperatorJson.error("an unexpected error occurred (error id " + id + ")"));
            }
        }
    }

    private void route(HttpServerExchange exchange, String method, List<String> path) {
        // Collections are one segment (users), changes three (apps/{id}/approve).
        String route = path.size() == 1
                ? path.get(0)
                : path.size() == 3 && !path.get(1).isEmpty() ? path.get(0) + "/*/" + path.get(2) : "";
        String id = path.size() == 3 ? path.get(1) : null;
        switch (method + " " + route) {
            case "POST users" ->
                answer(
                        exchange,
                        201,
                        body(exchange, UserEntry.class).toCommand().flatMap(operator::createUser),
                        OperatorJson::user);
            case "POST media" ->
                answer(
                        exchange,
                        201,
                        body(exchange, MediaEntry.class).toCommand().flatMap(operator::createMedia),
                        OperatorJson::media);
            case "POST apps" ->
                answer(
                        exchange,
                        201,
                        body(exchange, AppEntry.class).toCommand(false).flatMap(operator::createApp),
                        OperatorJson::created);
            case "POST apps/*/approve" ->
                answer(
                        exchange,
                        200,
                        appChanges.approve(id, scopes(body(exchange, OperatorBodies.Approve.class))),
                        OperatorJson::app);
            case "POST apps/*/comment-write" -> {
                boolean granted =
                        required(body(exchange, OperatorBodies.Grant.class).granted(), "granted");
                answer(
                        exchange,
                        200,
                        MaintenanceRoutes.app(id)
                                .flatMap(app ->
                                        granted ? operator.grantCommentWrite(app) : operator.revokeCommentWrite(app)),
                        OperatorJson::app);
            }
            case "PUT apps/*/sandbox-users" ->
                answer(
                        exchange,
                        200,
                        appChanges.sandboxUsers(
                                id,
                                new LinkedHashSet<>(required(
                                        body(exchange, OperatorBodies.SandboxUsers.class)
                                                .sandboxUsers(),
                                        "sandbox_users"))),
                        OperatorJson::app);
            case "POST apps/*/revoke-tokens" ->
                answer(
                        exchange,
                        200,
                        MaintenanceRoutes.app(id).flatMap(operator::revokeTokensOfApp),
                        OperatorJson::app);
            case "POST users/*/private" -> {
                boolean isPrivate =
                        required(body(exchange, OperatorBodies.Private.class).isPrivate(), "is_private");
                answer(
                        exchange,
                        200,
                        MaintenanceRoutes.user(id)
                                .flatMap(user -> isPrivate ? operator.makePrivate(user) : operator.makePublic(user)),
                        OperatorJson::user);
            }
            case "POST users/*/revoke-tokens" ->
                answer(
                        exchange,
                        200,
                        MaintenanceRoutes.user(id).flatMap(operator::revokeTokensOfUser),
                        OperatorJson::user);
            case "POST seed" -> seed(exchange);
            default -> {
                if (!maintenance.route(exchange, method, path)) {
                    Exchanges.json(
                            exchange,
                            404,
                            OperatorJson.error(
                                    "no such operator endpoint: " + method + " /admin/" + String.join("/", path)));
                }
            }
        }
    }

    private void seed(HttpServerExchange exchange) {
        byte[] bytes = jsonBytes(exchange);
        Either<String, ObjectNode> result = FixturesReader.read(bytes)
                .flatMap(seed ->
                        operator.seed(seed).mapLeft(OperatorFailure::describe).map(OperatorJson::seeded));
        if (result.isLeft()) {
            Exchanges.json(exchange, 400, OperatorJson.error(result.getLeft()));
        } else {
            Exchanges.json(exchange, 200, result.get());
        }
    }

    /**
     * A failure is 400 naming the field; on a route with an id in its path, a failure naming no field is
     * that id naming nothing: 404, as on the reads.
     */
    private static <T> void answer(
            HttpServerExchange exchange,
            int status,
            Either<OperatorFailure, T> result,
            java.util.function.Function<T, ObjectNode> shape) {
        if (result.isLeft()) {
            boolean unknownId =
                    segments(exchange).size() == 3 && result.getLeft().where().isEmpty();
            Exchanges.json(
                    exchange,
                    unknownId ? 404 : 400,
                    OperatorJson.error(result.getLeft().describe()));
        } else {
            Exchanges.json(exchange, status, shape.apply(result.get()));
        }
    }

    private static <T> T body(HttpServerExchange exchange, Class<T> type) {
        byte[] bytes = jsonBytes(exchange);
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

    private static byte[] jsonBytes(HttpServerExchange exchange) {
        return RequestBody.json(exchange).getOrElseThrow(problem -> new BadBody(problem.status(), problem.message()));
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

    private boolean authorized(HttpServerExchange exchange) {
        String presented = Exchanges.authorization(exchange, "Bearer");
        return presented != null
                && MessageDigest.isEqual(
                        Hashes.sha256Hex(presented).getBytes(StandardCharsets.US_ASCII),
                        tokenHash.get().getBytes(StandardCharsets.US_ASCII));
    }

    private static List<String> segments(HttpServerExchange exchange) {
        String rest = exchange.getRequestPath().substring(PREFIX.length());
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
