package dev.shutter.adapters.http.api;

import dev.shutter.adapters.http.undertow.UndertowAnswers;
import dev.shutter.adapters.http.undertow.UndertowRequest;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Exchanges;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.OnWorkerThread;
import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.adapters.http.web.RequestBody;
import dev.shutter.adapters.http.web.RequestId;
import dev.shutter.adapters.http.web.RouteTemplates;
import dev.shutter.domain.Failure;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.in.AuthenticateRequestUseCase;
import dev.shutter.ports.in.Authenticated;
import dev.shutter.ports.in.Authentication;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.PreparedRead;
import dev.shutter.ports.out.ReadAhead;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import io.undertow.util.HttpString;
import io.undertow.util.Methods;
import io.undertow.util.SameThreadExecutor;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;

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
    private static final HttpString RATE_LIMIT = new HttpString(Envelope.RATE_LIMIT);
    private static final HttpString RATE_REMAINING = new HttpString(Envelope.RATE_REMAINING);

    private final ApiRoutes routes;
    private final AuthenticateRequestUseCase authentication;
    private final BaseUrl baseUrl;
    private final Incidents incidents;
    private final boolean storageWaits;
    private final HttpHandler onWorker;

    /**
     * The API on {@code authentication}'s storage. When {@code storageWaits} (it may wait on I/O), a request is
     * served on a worker, but for a {@code GET}: it is handed to the use case from the IO thread that read it, with
     * what it declares it reads ({@link PreparedRead#read}), and answered where its authentication completes, on
     * a worker or, when it needs nothing more of the storage, on the IO thread. Otherwise everything is served on
     * the thread that calls the handler.
     */
    public ApiHandler(
            ApiRoutes routes,
            AuthenticateRequestUseCase authentication,
            BaseUrl baseUrl,
            Incidents incidents,
            boolean storageWaits) {
        this.routes = routes;
        this.authentication = authentication;
        this.baseUrl = baseUrl;
        this.incidents = incidents;
        this.storageWaits = storageWaits;
        this.onWorker = new OnWorkerThread(this::serveHere);
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        if (storageWaits && exchange.isInIoThread()) {
            fromIoThread(exchange);
        } else {
            serveHere(exchange);
        }
    }

    /** The whole request on this thread, which may block. */
    private void serveHere(HttpServerExchange exchange) {
        guarded(
                exchange,
                () -> read(exchange)
                        .peekLeft(failure -> UndertowAnswers.write(exchange, Envelope.answer(failure)))
                        .forEach(request -> answer(
                                exchange,
                                request,
                                authentication.authenticated(
                                        request.command(), request.work().read()))));
    }

    /**
     * On the IO thread, on a storage that may wait: a read ({@code GET}) is handed on once Undertow is done with
     * this call; anything else goes to a worker.
     */
    private void fromIoThread(HttpServerExchange exchange) throws Exception {
        if (!exchange.getRequestMethod().equals(Methods.GET)) {
            exchange.dispatch(onWorker);
            return;
        }
        Either<Failure, Request> read;
        try {
            read = read(exchange);
        } catch (RuntimeException | Error e) {
            exchange.dispatch(onWorker);
            return;
        }
        if (read.isLeft()) {
            UndertowAnswers.write(exchange, Envelope.answer(read.getLeft()));
            return;
        }
        Request request = read.get();
        // Dispatched on the same thread: the exchange stays open once this call returns, and the statement
        // leaves after Undertow is done with the call.
        exchange.dispatch(SameThreadExecutor.INSTANCE, () -> send(exchange, request));
    }

    private void send(HttpServerExchange exchange, Request request) {
        CompletionStage<Authenticated> sent;
        try {
            sent = authentication.authenticate(request.command(), request.work().read(), Workers.of(exchange));
        } catch (RuntimeException | Error e) {
            guarded(exchange, () -> {
                throw e;
            });
            return;
        }
        sent.whenComplete((done, failure) -> {
            if (Workers.onOne()) {
                answered(exchange, request, done, failure);
            } else {
                exchange.getIoThread()
                        .execute(() ->
                                RequestId.inLoggingContext(exchange, () -> answered(exchange, request, done, failure)));
            }
        });
    }

    /**
     * The authentication in: on a worker, answered there; on the IO thread, answered here when the read needs
     * nothing more of the storage (it declared nothing to read, or what it declared came back with the
     * authentication), else on a worker, which may wait on the storage.
     */
    private void answered(HttpServerExchange exchange, Request request, Authenticated done, Throwable failure) {
        if (failure != null) {
            Throwable cause =
                    failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            guarded(exchange, () -> {
                if (cause instanceof RuntimeException e) {
                    throw e;
                }
                throw new IllegalStateException("the storage's read failed", cause);
            });
            return;
        }
        boolean readsMore = !(request.work().read() instanceof ReadAhead.Nothing)
                && done.read().isEmpty();
        if (!Workers.onOne() && done.authentication().outcome().isRight() && readsMore) {
            exchange.getConnection()
                    .getWorker()
                    .execute(() -> RequestId.inLoggingContext(
                            exchange, () -> guarded(exchange, () -> answer(exchange, request, done))));
            return;
        }
        guarded(exchange, () -> answer(exchange, request, done));
    }

    /** {@code work}, its unexpected failure answered as the catalogue's 503 or 500 with an incident. */
    private void guarded(HttpServerExchange exchange, Runnable work) {
        try {
            work.run();
        } catch (RuntimeException | Error e) {
            Failure failure = incidents.outage(e).getOrElse(() -> new Failure.Unexpected(incidents.record(e)));
            if (!exchange.isResponseStarted()) {
                exchange.getResponseHeaders().remove(DEPRECATION);
                UndertowAnswers.write(exchange, Envelope.answer(failure));
            }
        }
    }

    /** A request routed and read, with its authentication to check and its endpoint's work prepared. */
    private record Request(
            ApiRoutes.Resolution.Found found,
            AuthenticateCommand command,
            ApiCall call,
            PreparedRead<ApiAnswer> work) {}

    /**
     * Routes the request and reads its parameters: the request to authenticate, or what to answer at once
     * (a wrong path or method, unreadable or ambiguous parameters).
     */
    private Either<Failure, Request> read(HttpServerExchange exchange) {
        String rawPath = UndertowRequest.path(exchange);
        String path = rawPath.substring(PREFIX.length());
        ApiRoutes.Resolution resolution =
                routes.resolve(exchange.getRequestMethod().toString(), path);
        if (resolution instanceof ApiRoutes.Resolution.WrongMethod wrong) {
            exchange.getResponseHeaders().put(Headers.ALLOW, String.join(", ", wrong.allowed()));
            return Either.left(new Failure.MethodNotAllowed());
        }
        if (!(resolution instanceof ApiRoutes.Resolution.Found found)) {
            return Either.left(new Failure.EndpointNotFound());
        }
        RouteTemplates.set(exchange, found.template());
        Endpoint endpoint = found.route().endpoint();
        boolean ownByPath =
                !found.variables().isEmpty() && "self".equals(found.variables().get(0));
        deprecation(exchange, endpoint, ownByPath || endpoint == Endpoint.USERS_SELF);
        Either<Failure, Parameters> read = readParameters(exchange);
        if (read.isLeft()) {
            return Either.left(read.getLeft());
        }
        Parameters parameters = read.get();
        for (String name : new String[] {"access_token", "sig"}) {
            if (parameters.isAmbiguous(name)) {
                return Either.left(twice(name));
            }
        }
        AuthenticateCommand command = AuthenticateCommand.asSent(
                Exchanges.authorization(exchange, "Bearer"), endpoint, path, parameters.firstValues());
        ApiCall call = new ApiCall(found.variables(), parameters, baseUrl.of(UndertowRequest.of(exchange)), rawPath);
        return Either.right(
                new Request(found, command, call, found.route().operation().prepare(call)));
    }

    /** The answer to an authenticated (or refused) request: the operation's, in the envelope. */
    private void answer(HttpServerExchange exchange, Request request, Authenticated done) {
        Authentication checked = done.authentication();
        checked.rate().forEach(rate -> {
            exchange.getResponseHeaders().put(RATE_LIMIT, rate.limit());
            exchange.getResponseHeaders().put(RATE_REMAINING, rate.remaining());
        });
        Either<Failure, Caller> caller = checked.outcome();
        if (caller.isLeft()) {
            UndertowAnswers.write(exchange, Envelope.answer(caller.getLeft()));
            return;
        }
        Parameters parameters = request.call().parameters();
        Option<String> ambiguous = parameters.firstAmbiguous();
        if (ambiguous.isDefined()) {
            UndertowAnswers.write(exchange, Envelope.answer(twice(ambiguous.get())));
            return;
        }
        Either<Failure, ApiAnswer> answer = request.work().apply(caller.get(), done.read());
        if (answer.isLeft()) {
            UndertowAnswers.write(exchange, Envelope.answer(answer.getLeft()));
            return;
        }
        deprecation(exchange, request.found().route().endpoint(), answer.get().ownResource());
        Option<Envelope.Pagination> pagination = answer.get()
                .nextCursor()
                .map(cursor -> Envelope.Pagination.after(
                        request.call().baseUrl(), request.call().rawPath(), parameters, cursor));
        Exchanges.json(exchange, 200, Envelope.success(answer.get().data(), pagination));
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

    private static Failure twice(String name) {
        return Failure.InvalidParameter.invalid(name, "given more than once with different values");
    }
}
