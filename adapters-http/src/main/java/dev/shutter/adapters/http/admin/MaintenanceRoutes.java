package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.adapters.http.web.RequestBodies;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebRequest;
import dev.shutter.domain.WholeNumber;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.AppPage;
import dev.shutter.ports.in.EraseUserUseCase;
import dev.shutter.ports.in.ExportUserUseCase;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.OperatorViewsUseCase;
import dev.shutter.ports.in.RotateSecretUseCase;
import dev.shutter.ports.in.SecretRotated;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;

/**
 * The operator's reads and upkeep under {@code /admin}: a user, the apps page by page, an app, the apps
 * holding a user's tokens, secret rotation, erasure and export. A lookup of an id that names nothing is
 * 404; any other refusal is 400 naming the field.
 */
public final class MaintenanceRoutes {

    /** Apps on a page when {@code count} is not given. */
    static final int DEFAULT_PAGE = 50;

    private final OperatorViewsUseCase views;
    private final RotateSecretUseCase secrets;
    private final EraseUserUseCase erasure;
    private final ExportUserUseCase export;

    public MaintenanceRoutes(
            OperatorViewsUseCase views,
            RotateSecretUseCase secrets,
            EraseUserUseCase erasure,
            ExportUserUseCase export) {
        this.views = views;
        this.secrets = secrets;
        this.erasure = erasure;
        this.export = export;
    }

    /** The answer to the request if it is one of these routes; none if it is none of them. */
    Option<WebAnswer> route(WebRequest request, String method, List<String> path) {
        String id = path.size() >= 2 ? path.get(1) : "";
        if (path.size() >= 2 && id.isEmpty()) {
            return Option.none();
        }
        String route = path.size() == 1
                ? path.get(0)
                : path.size() == 2 ? path.get(0) + "/*" : path.size() == 3 ? path.get(0) + "/*/" + path.get(2) : "";
        return Option.of(
                switch (method + " " + route) {
                    case "GET users/*" -> answer(user(id).flatMap(views::user), OperatorJson::user);
                    case "DELETE users/*" ->
                        answer(user(id).flatMap(erasure::erase), erased -> {
                            ObjectNode node = Json.object();
                            node.put("erased", erased.user().value());
                            node.put("erased_at", erased.at().toString());
                            return node;
                        });
                    case "GET users/*/apps" -> answer(user(id).flatMap(views::appsOf), PersonalDataJson::appsHolding);
                    case "GET users/*/export" -> answer(user(id).flatMap(export::export), PersonalDataJson::export);
                    case "GET apps" -> apps(request);
                    case "GET apps/*" -> answer(app(id).flatMap(views::app), OperatorJson::app);
                    case "POST apps/*/secret" -> rotate(request, id);
                    default -> null;
                });
    }

    private WebAnswer apps(WebRequest request) {
        Either<String, Parameters> query = Parameters.parse(request.rawQuery().getOrNull(), "query string");
        if (query.isLeft()) {
            return WebAnswer.json(400, OperatorJson.error(query.getLeft()));
        }
        if (query.get().firstAmbiguous().isDefined()) {
            return WebAnswer.json(
                    400,
                    OperatorJson.error(
                            "the parameter " + query.get().firstAmbiguous().get() + " was given more than once"));
        }
        String count = query.get().get("count");
        Option<Integer> parsed = count == null ? Option.some(DEFAULT_PAGE) : WholeNumber.parseInt(count);
        if (parsed.isEmpty()) {
            return WebAnswer.json(400, OperatorJson.error("count: not a whole number"));
        }
        int size = parsed.get();
        String after = query.get().get("after");
        Option<ClientId> start = Option.of(after).filter(a -> !a.isEmpty()).flatMap(ClientId::parse);
        // A bad count is named before a bad cursor, as the use case names it.
        boolean badCursor = after != null && !after.isEmpty() && start.isEmpty();
        return answer(
                badCursor && OperatorViewsUseCase.validPageSize(size)
                        ? Either.left(new OperatorFailure("after", "not a client id"))
                        : views.apps(start, size),
                MaintenanceRoutes::page);
    }

    /** The user a path names; what is no user id is no user, in the same words. */
    static Either<OperatorFailure, UserId> user(String raw) {
        return UserId.parse(raw).toEither(() -> OperatorFailure.noUser(raw));
    }

    /** The app a path names; what is no client id is no app, in the same words. */
    static Either<OperatorFailure, ClientId> app(String raw) {
        return ClientId.parse(raw).toEither(() -> OperatorFailure.noApp(raw));
    }

    /** The operator's reads, for the changes that look before they refuse. */
    OperatorViewsUseCase views() {
        return views;
    }

    private static ObjectNode page(AppPage page) {
        ObjectNode node = Json.object();
        ArrayNode apps = node.putArray("apps");
        page.apps().forEach(app -> apps.add(OperatorJson.app(app)));
        page.next().forEach(next -> node.put("next_after", next.value()));
        return node;
    }

    private WebAnswer rotate(WebRequest request, String id) {
        Either<String, Duration> grace = grace(request);
        if (grace.isLeft()) {
            return WebAnswer.json(400, OperatorJson.error(grace.getLeft()));
        }
        // the grace is checked before the app is looked for
        Either<OperatorFailure, SecretRotated> rotated = RotateSecretUseCase.graceRefusal(grace.get())
                .<Either<OperatorFailure, ClientId>>map(Either::left)
                .getOrElse(() -> app(id))
                .flatMap(app -> secrets.rotate(app, grace.get()));
        return answer(rotated, MaintenanceRoutes::rotated);
    }

    /** The new secret, shown this once. */
    private static ObjectNode rotated(SecretRotated rotated) {
        ObjectNode node = OperatorJson.app(rotated.client());
        node.put("client_secret", rotated.secret());
        node.put(
                "old_secret_valid_until",
                rotated.oldSecretUntil().map(Object::toString).getOrNull());
        return node;
    }

    private static Either<String, Duration> grace(WebRequest request) {
        Either<String, byte[]> bytes = RequestBodies.json(request).mapLeft(problem -> problem.message());
        if (bytes.isLeft() || bytes.get().length == 0) {
            return bytes.map(empty -> Duration.ZERO);
        }
        try {
            RotateBody body = Json.MAPPER.readValue(bytes.get(), RotateBody.class);
            return Either.right(
                    body == null || body.graceSeconds() == null
                            ? Duration.ZERO
                            : Duration.ofSeconds(body.graceSeconds()));
        } catch (JsonProcessingException e) {
            return Either.left(JsonErrors.describe(e));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static <T> WebAnswer answer(Either<OperatorFailure, T> result, Function<T, ObjectNode> shape) {
        if (result.isLeft()) {
            OperatorFailure failure = result.getLeft();
            return WebAnswer.json(failure.where().isEmpty() ? 404 : 400, OperatorJson.error(failure.describe()));
        }
        return WebAnswer.json(200, shape.apply(result.get()));
    }
}
