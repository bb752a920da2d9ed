package dev.shutter.adapters.http.api;

import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Exchanges;
import dev.shutter.adapters.http.web.FormEncoding;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.adapters.http.web.RequestBody;
import dev.shutter.adapters.http.web.RouteTemplates;
import dev.shutter.domain.Failure;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.in.AuthenticateRequestUseCase;
import dev.shutter.ports.in.Authentication;
import dev.shutter.ports.in.Caller;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import io.undertow.util.HttpString;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Serves {@code /v1}: routes, reads the parameters, authenticates (token, signature, rate limit, scope:
 * the use case's order), then runs the endpoint's operation and writes the envelope. A request that
 * cannot be read at all (broken encoding, oversized or non-form body) is refused before authentication,
 * since its token cannot be known.
 */
public final class ApiHandler implements HttpHandler {

    /** The path prefix of the API. */
    public static final String PREFIX = "/v1";

    /** The longest query string read; a longer one is a client error, not a server problem. */
    public static final int MAX_QUERY = 16 * 1024;

    private static final HttpString DEPRECATION = new HttpString("Deprecation");

    private final ApiRoutes routes;
    private final AuthenticateRequestUseCase authentication;
    private final BaseUrl baseUrl;
    private final Incidents incidents;

    public ApiHandler(
            ApiRoutes routes, AuthenticateRequestUseCase authentication, BaseUrl baseUrl, Incidents incidents) {
        this.routes = routes;
        this.authentication = authentication;
        this.baseUrl = baseUrl;
        this.incidents = incidents;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) {
        try {
            serve(exchange);
        } catch (RuntimeException | Error e) {
            Failure failure = incidents.unavailable(e, exchange)
                    ? new Failure.Unavailable(Incidents.RETRY_AFTER_SECONDS)
                    : new Failure.Unexpected(incidents.record(e));
            if (!exchange.isResponseStarted()) {
                exchange.getResponseHeaders().remove(DEPRECATION);
                Envelope.send(exchange, failure);
            }
        }
    }

    private void serve(HttpServerExchange exchange) {
        String rawPath = exchange.getRequestPath();
        String path = rawPath.substring(PREFIX.length());
        ApiRoutes.Resolution resolution =
                routes.resolve(exchange.getRequestMethod().toString(), path);
        if (resolution instanceof ApiRoutes.Resolution.WrongMethod wrong) {
            exchange.getResponseHeaders().put(Headers.ALLOW, String.join(", ", wrong.allowed()));
            Envelope.send(exchange, new Failure.MethodNotAllowed());
            return;
        }
        if (!(resolution instanceof ApiRoutes.Resolution.Found found)) {
            Envelope.send(exchange, new Failure.EndpointNotFound());
            return;
        }
        RouteTemplates.set(exchange, found.route().template());
        Endpoint endpoint = found.route().endpoint();
        boolean ownByPath =
                !found.variables().isEmpty() && "self".equals(found.variables().get(0));
        deprecation(exchange, endpoint, ownByPath || endpoint == Endpoint.USERS_SELF);
        Either<Failure, Parameters> read = readParameters(exchange);
        if (read.isLeft()) {
            Envelope.send(exchange, read.getLeft());
            return;
        }
        Parameters parameters = read.get();
        for (String name : new String[] {"access_token", "sig"}) {
            if (parameters.isAmbiguous(name)) {
                Envelope.send(exchange, twice(name));
                return;
            }
        }
        Authentication checked = authentication.check(AuthenticateCommand.asSent(
                        Exchanges.authorization(exchange, "Bearer"), endpoint, path, parameters.firstValues())
                .readingAhead(ReadAheads.of(endpoint, found.variables(), parameters)));
        checked.rate().forEach(rate -> {
            exchange.getResponseHeaders().put(Envelope.RATE_LIMIT, rate.limit());
            exchange.getResponseHeaders().put(Envelope.RATE_REMAINING, rate.remaining());
        });
        Either<Failure, Caller> caller = checked.outcome();
        if (caller.isLeft()) {
            Envelope.send(exchange, caller.getLeft());
            return;
        }
        Option<String> ambiguous = parameters.firstAmbiguous();
        if (ambiguous.isDefined()) {
            Envelope.send(exchange, twice(ambiguous.get()));
            return;
        }
        String base = baseUrl.of(exchange);
        Either<Failure, ApiAnswer> answer = found.route()
                .operation()
                .apply(caller.get(), new ApiCall(found.variables(), parameters, base, rawPath));
        if (answer.isLeft()) {
            Envelope.send(exchange, answer.getLeft());
            return;
        }
        deprecation(exchange, endpoint, answer.get().ownResource());
        Option<Envelope.Pagination> pagination = answer.get()
                .nextCursor()
                .map(cursor -> new Envelope.Pagination(nextUrl(base, rawPath, parameters, cursor), cursor));
        Json.send(exchange, 200, Envelope.success(answer.get().data(), pagination));
    }

    private static Either<Failure, Parameters> readParameters(HttpServerExchange exchange) {
        String query = Exchanges.rawQuery(exchange);
        if (query != null && query.length() > MAX_QUERY) {
            return Either.left(new Failure.InvalidParameter(
                    "query", "the query string is longer than " + MAX_QUERY + " characters"));
        }
        Either<Failure, Parameters> fromQuery =
                Parameters.parse(query, "query string").mapLeft(why -> new Failure.InvalidParameter("query", why));
        String method = exchange.getRequestMethod().toString();
        if (fromQuery.isLeft() || method.equals("GET")) {
            return fromQuery;
        }
        return RequestBody.form(exchange)
                .<Failure>mapLeft(problem -> new Failure.InvalidParameter("body", problem.message()))
                .map(form -> fromQuery.get().plus(form));
    }

    private static void deprecation(HttpServerExchange exchange, Endpoint endpoint, boolean ownResource) {
        Option<LocalDate> since = endpoint.deprecatedSince(ownResource);
        if (since.isDefined()) {
            long seconds = since.get().atStartOfDay(ZoneOffset.UTC).toEpochSecond();
            exchange.getResponseHeaders().put(DEPRECATION, "@" + seconds);
        } else {
            exchange.getResponseHeaders().remove(DEPRECATION);
        }
    }

    /** The request's own URL with the cursor of the next page; a signature cannot carry over, so none. */
    private static String nextUrl(String base, String rawPath, Parameters parameters, String cursor) {
        Set<String> pairs = new LinkedHashSet<>();
        for (Map.Entry<String, String> entry : parameters.entries()) {
            if (!entry.getKey().equals("cursor") && !entry.getKey().equals("sig")) {
                pairs.add(FormEncoding.encode(entry.getKey()) + "=" + FormEncoding.encode(entry.getValue()));
            }
        }
        pairs.add("cursor=" + FormEncoding.encode(cursor));
        return base + rawPath + "?" + pairs.stream().collect(Collectors.joining("&"));
    }

    private static Failure twice(String name) {
        return Failure.InvalidParameter.invalid(name, "given more than once with different values");
    }
}
