package dev.shutter.adapters.http.api;

import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebHandler;
import dev.shutter.adapters.http.web.WebRequest;
import dev.shutter.ports.in.AuthenticateRequestUseCase;
import dev.shutter.ports.in.Authenticated;
import dev.shutter.ports.in.PreparedRead;
import dev.shutter.ports.out.ReadAhead;
import io.vavr.control.Either;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;

/**
 * Serves {@code /v1}: routes, reads the parameters, authenticates (token, signature, rate limit, scope: the use
 * case's order), then runs the endpoint's operation and answers the envelope. A request that cannot be read at
 * all (broken encoding, oversized or non-form body) is refused before authentication, since its token cannot be
 * known. A binding calls it on the thread that read the request (a route that does not block): it never waits
 * there, and hands on itself what may.
 */
public final class ApiHandler implements WebHandler {

    /** The path prefix of the API. */
    public static final String PREFIX = "/v1";

    private final ApiRequests requests;
    private final ApiAnswers answers;
    private final AuthenticateRequestUseCase authentication;
    private final boolean storageWaits;

    /**
     * The API on {@code authentication}'s storage. When {@code storageWaits} (it may wait on I/O), a request is
     * handed to the use case from the thread that read it, with what it declares it reads ({@link
     * PreparedRead#read}), and answered where its authentication completes: a write on a worker ({@link
     * WebRequest#worker()}), which takes it only once it is authenticated (no worker waits on the authentication
     * of a storage that sends it); a {@code GET} on a worker too or, when it needs nothing more of the storage, on
     * the thread that reads the connection ({@link WebRequest#reader()}). Otherwise everything is served on the
     * calling thread.
     */
    public ApiHandler(
            ApiRoutes routes,
            AuthenticateRequestUseCase authentication,
            BaseUrl baseUrl,
            Incidents incidents,
            boolean storageWaits) {
        this.requests = new ApiRequests(routes, baseUrl);
        this.answers = new ApiAnswers(incidents);
        this.authentication = authentication;
        this.storageWaits = storageWaits;
    }

    @Override
    public CompletionStage<WebAnswer> answer(WebRequest request) {
        if (!storageWaits) {
            return serveHere(request).now();
        }
        Either<WebAnswer, ApiRequests.Read> read;
        try {
            read = requests.read(request);
        } catch (RuntimeException | Error e) {
            // Answered on a worker: an incident is logged, which may block.
            return onWorker(request);
        }
        if (read.isLeft()) {
            return read.getLeft().now();
        }
        return send(request, read.get());
    }

    /** The whole request on this thread, which may block. */
    private WebAnswer serveHere(WebRequest request) {
        ApiRequests.Read read;
        Authenticated done;
        try {
            Either<WebAnswer, ApiRequests.Read> routed = requests.read(request);
            if (routed.isLeft()) {
                return routed.getLeft();
            }
            read = routed.get();
            done = authentication.authenticated(read.command(), read.work().read());
        } catch (RuntimeException | Error e) {
            return answers.failed(e);
        }
        return answers.guarded(read, done);
    }

    private CompletionStage<WebAnswer> onWorker(WebRequest request) {
        CompletableFuture<WebAnswer> answer = new CompletableFuture<>();
        request.worker().execute(() -> answer.complete(serveHere(request)));
        return answer;
    }

    /** A read handed to the use case from the thread that read it, with what it declares it reads. */
    private CompletionStage<WebAnswer> send(WebRequest request, ApiRequests.Read read) {
        Workers workers = Workers.of(request);
        CompletionStage<Authenticated> sent;
        try {
            sent = authentication.authenticate(read.command(), read.work().read(), workers);
        } catch (RuntimeException | Error e) {
            workers.release();
            return answers.failed(e).now();
        }
        CompletableFuture<WebAnswer> answer = new CompletableFuture<>();
        sent.whenComplete((done, failure) -> {
            if (Workers.onOne()) {
                answered(request, read, done, failure, answer);
            } else {
                request.reader().execute(() -> answered(request, read, done, failure, answer));
            }
        });
        workers.release();
        return answer;
    }

    /**
     * The authentication in: on a worker, answered there; on the reading thread, answered here when the request is
     * refused or is a read that needs nothing more of the storage (it declared nothing to read, or what it declared
     * came back with the authentication), else on a worker, which may wait on the storage.
     */
    private void answered(
            WebRequest request,
            ApiRequests.Read read,
            Authenticated done,
            Throwable failure,
            CompletableFuture<WebAnswer> answer) {
        if (failure != null) {
            Throwable cause =
                    failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            answer.complete(answers.failed(cause));
            return;
        }
        boolean readsMore = !request.method().equals("GET")
                || (!(read.work().read() instanceof ReadAhead.Nothing)
                        && done.read().isEmpty());
        if (!Workers.onOne() && done.authentication().outcome().isRight() && readsMore) {
            request.worker().execute(() -> answer.complete(answers.guarded(read, done)));
            return;
        }
        answer.complete(answers.guarded(read, done));
    }
}
