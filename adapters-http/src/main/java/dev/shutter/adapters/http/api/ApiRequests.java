package dev.shutter.adapters.http.api;

import dev.shutter.adapters.http.web.AuthorizationHeader;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.adapters.http.web.RequestBodies;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebRequest;
import dev.shutter.domain.Failure;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.in.PreparedRead;
import io.vavr.Lazy;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.LocalDate;
import java.time.ZoneOffset;

/**
 * Reads a {@code /v1} request: routes it, reads its parameters, and prepares its authentication and its
 * endpoint's work; or answers at once what cannot go further (a wrong path or method, unreadable or ambiguous
 * credentials), before any authentication, since the token cannot be known or the endpoint decides the scope.
 */
final class ApiRequests {

    /** The longest query string read; a longer one is a client error, not a server problem. */
    static final int MAX_QUERY = 16 * 1024;

    private final ApiRoutes routes;
    private final BaseUrl baseUrl;

    ApiRequests(ApiRoutes routes, BaseUrl baseUrl) {
        this.routes = routes;
        this.baseUrl = baseUrl;
    }

    /**
     * A request routed and read, with its authentication to check, its endpoint's work prepared, and the
     * {@code Deprecation} its path alone decides (an answer of the endpoint may change it).
     */
    record Read(
            ApiRoutes.Resolution.Found found,
            AuthenticateCommand command,
            ApiCall call,
            PreparedRead<ApiAnswer> work,
            Option<String> deprecation) {}

    /** {@code request} read, or what it is answered at once. */
    Either<WebAnswer, Read> read(WebRequest request) {
        String rawPath = request.path();
        String path = rawPath.substring(ApiHandler.PREFIX.length());
        ApiRoutes.Resolution resolution = routes.resolve(request.method(), path);
        if (resolution instanceof ApiRoutes.Resolution.WrongMethod wrong) {
            return Either.left(
                    Envelope.answer(new Failure.MethodNotAllowed()).with("Allow", String.join(", ", wrong.allowed())));
        }
        if (!(resolution instanceof ApiRoutes.Resolution.Found found)) {
            return Either.left(Envelope.answer(new Failure.EndpointNotFound()));
        }
        request.routedTo(found.template());
        Endpoint endpoint = found.route().endpoint();
        boolean ownByPath =
                !found.variables().isEmpty() && "self".equals(found.variables().get(0));
        Option<String> deprecation = deprecation(endpoint, ownByPath || endpoint == Endpoint.USERS_SELF);
        Either<Failure, Parameters> read = parameters(request);
        if (read.isLeft()) {
            return Either.left(ApiAnswers.refused(read.getLeft(), Option.none(), deprecation));
        }
        Parameters parameters = read.get();
        for (String name : new String[] {"access_token", "sig"}) {
            if (parameters.isAmbiguous(name)) {
                return Either.left(ApiAnswers.refused(twice(name), Option.none(), deprecation));
            }
        }
        AuthenticateCommand command = AuthenticateCommand.asSent(
                AuthorizationHeader.credentials(request, "Bearer").getOrNull(),
                endpoint,
                path,
                parameters.firstValues());
        ApiCall call = new ApiCall(found.variables(), parameters, Lazy.of(() -> baseUrl.of(request)), rawPath);
        return Either.right(
                new Read(found, command, call, found.route().operation().prepare(call), deprecation));
    }

    private static Either<Failure, Parameters> parameters(WebRequest request) {
        String query = request.rawQuery().getOrNull();
        if (query != null && query.length() > MAX_QUERY) {
            return Either.left(new Failure.InvalidParameter(
                    "query", "the query string is longer than " + MAX_QUERY + " characters"));
        }
        Either<Failure, Parameters> fromQuery =
                Parameters.parse(query, "query string").mapLeft(why -> new Failure.InvalidParameter("query", why));
        if (fromQuery.isLeft() || request.method().equals("GET")) {
            return fromQuery;
        }
        return RequestBodies.form(request)
                .<Failure>mapLeft(problem -> new Failure.InvalidParameter("body", problem.message()))
                .map(form -> fromQuery.get().plus(form));
    }

    /** The {@code Deprecation} of {@code endpoint} (RFC 9745), or none. */
    static Option<String> deprecation(Endpoint endpoint, boolean ownResource) {
        Option<LocalDate> since = endpoint.deprecatedSince(ownResource);
        return since.map(date -> "@" + date.atStartOfDay(ZoneOffset.UTC).toEpochSecond());
    }

    static Failure twice(String name) {
        return Failure.InvalidParameter.invalid(name, "given more than once with different values");
    }
}
