package dev.shutter.adapters.http.servlet;

import dev.shutter.adapters.http.web.Dispatch;
import dev.shutter.adapters.http.web.RequestIdSource;
import dev.shutter.adapters.http.web.Route;
import dev.shutter.adapters.http.web.Routes;
import dev.shutter.adapters.http.web.WebAnswer;
import io.vavr.control.Either;
import io.vavr.control.Option;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletMapping;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.MappingMatch;
import java.io.IOException;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * Shutter's HTTP surface as one Jakarta Servlet (6.0 and later: Tomcat 11, Jetty 12.1), which a host registers
 * with asynchronous support under the paths it gives Shutter: {@code /*} for the surface at the context's root,
 * or a prefix such as {@code /social/*}, under which the surface's paths then are ({@code /social/v1/...}). The
 * surface ({@code dev.shutter.adapters.http.Surface}, a {@link Dispatch}) decides what answers; this servlet only
 * reads and writes. A route that may
 * block runs on the worker (the host's executor, or the container's threads through {@link AsyncContext#start});
 * any other on the container thread that read the request; an answer that comes later is written when its
 * stage completes, the request held open asynchronously meanwhile. The body is read without blocking ({@link
 * BodyReader}). Each request has an id ({@link RequestIdSource}: a trusted proxy's {@code X-Request-Id}, else a
 * new one), sent back in the answer's {@code X-Request-Id} and in the logging context on every thread that works
 * on the request, the container's and the worker's, and taken out of it afterwards.
 */
public final class ShutterServlet extends HttpServlet {

    private static final Logger LOG = LoggerFactory.getLogger("dev.shutter.incidents");

    private final Dispatch surface;
    private final Option<Executor> worker;

    /** Serves {@code surface}, running the routes that may block on the container's own threads. */
    public ShutterServlet(Dispatch surface) {
        this.surface = Objects.requireNonNull(surface, "surface");
        this.worker = Option.none();
    }

    /** Serves {@code surface}, running the routes that may block on {@code worker}. */
    public ShutterServlet(Dispatch surface, Executor worker) {
        this.surface = Objects.requireNonNull(surface, "surface");
        this.worker = Option.some(Objects.requireNonNull(worker, "worker"));
    }

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String id = surface.requestIds()
                .idOf(
                        Option.of(request.getHeader(RequestIdSource.HEADER)),
                        ServletWebRequest.address(request.getRemoteAddr(), request.getRemotePort()));
        response.setHeader(RequestIdSource.HEADER, id);
        String previous = MDC.get(RequestIdSource.LOG_KEY);
        MDC.put(RequestIdSource.LOG_KEY, id);
        try {
            serve(request, response, id);
        } finally {
            if (previous == null) {
                MDC.remove(RequestIdSource.LOG_KEY);
            } else {
                MDC.put(RequestIdSource.LOG_KEY, previous);
            }
        }
    }

    /** Serves the request whose id is {@code id}, each step on any thread with the id in the logging context. */
    private void serve(HttpServletRequest request, HttpServletResponse response, String id) throws IOException {
        String mount = request.getContextPath() + prefix(request.getHttpServletMapping());
        Option<String> path = Routes.under(mount, request.getRequestURI());
        if (path.isEmpty()) {
            ServletAnswers.write(response, surface.notFound());
            return;
        }
        ServletWebRequest web = new ServletWebRequest(
                request,
                mount,
                path.get(),
                surface.trustedProxies(),
                id,
                task -> worker(request).execute(() -> RequestIdSource.inLoggingContext(id, task)));
        Either<WebAnswer, Routes.Found<Route>> routed = surface.route(web);
        if (routed.isLeft()) {
            ServletAnswers.write(response, routed.getLeft());
            return;
        }
        Route route = routed.get().route();
        // The body may be read on another of the container's threads, once all of it has come.
        BodyReader.read(
                request,
                response,
                body -> RequestIdSource.inLoggingContext(id, () -> {
                    web.body(body);
                    if (route.mayBlock()) {
                        // Asynchronous before this thread leaves: the request stays open while the worker answers.
                        async(request);
                        web.worker().execute(() -> answer(route, web, request, response));
                    } else {
                        answer(route, web, request, response);
                    }
                }));
    }

    private void answer(Route route, ServletWebRequest web, HttpServletRequest request, HttpServletResponse response) {
        CompletionStage<WebAnswer> stage;
        try {
            stage = route.handler().answer(web);
        } catch (RuntimeException e) {
            stage = CompletableFuture.failedFuture(e);
        }
        boolean async = request.isAsyncStarted();
        if (stage instanceof CompletableFuture<WebAnswer> done && done.isDone() && !done.isCompletedExceptionally()) {
            // Complete already: written on this thread, the container's or the worker's, with no handoff.
            finish(response, done.join(), null, async ? Option.some(request.getAsyncContext()) : Option.none());
            return;
        }
        Option<AsyncContext> open = Option.some(async(request));
        Executor writer = web.worker();
        // Written on the worker, not on the thread that completed the stage (a storage's event loop), since a
        // servlet's output blocks on a slow client.
        stage.whenComplete((answer, failure) -> writer.execute(() -> finish(response, answer, failure, open)));
    }

    /** Writes the answer, or a bare 500 for a handler's bug, and completes the request if it is asynchronous. */
    private static void finish(
            HttpServletResponse response, WebAnswer answer, Throwable failure, Option<AsyncContext> async) {
        try {
            if (failure == null) {
                ServletAnswers.write(response, answer);
            } else {
                LOG.error("a handler's answer failed: {}", failure.getClass().getName(), failure);
                ServletAnswers.failed(response);
            }
        } catch (IOException e) {
            // The client has gone: nobody is left to read an answer.
            LOG.debug("the answer could not be written: {}", e.getClass().getName());
        } finally {
            async.forEach(AsyncContext::complete);
        }
    }

    /** The host's executor, or the container's threads through the request's asynchronous context. */
    private Executor worker(HttpServletRequest request) {
        return worker.getOrElse(() -> async(request)::start);
    }

    private static AsyncContext async(HttpServletRequest request) {
        return request.isAsyncStarted() ? request.getAsyncContext() : request.startAsync();
    }

    /**
     * The prefix the servlet is mapped under ({@code /social} of {@code /social/*}), as the host wrote it; empty
     * for {@code /*}, for the default servlet and for an exact mapping (the surface's own path).
     */
    static String prefix(HttpServletMapping mapping) {
        if (mapping != null && mapping.getMappingMatch() == MappingMatch.PATH) {
            String pattern = mapping.getPattern();
            return pattern.substring(0, pattern.length() - "/*".length());
        }
        return "";
    }
}
