package dev.shutter.adapters.http.servlet;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.http.web.Dispatch;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.RequestIdSource;
import dev.shutter.adapters.http.web.Route;
import dev.shutter.adapters.http.web.Routes;
import dev.shutter.adapters.http.web.TrustedProxies;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebHandler;
import dev.shutter.adapters.http.web.WebRequest;
import dev.shutter.ports.out.Randomness;
import io.vavr.control.Either;
import jakarta.servlet.Servlet;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import org.slf4j.MDC;

/**
 * A surface of the binding's tests: its routes answer with what they saw of the request, as JSON, from the thread
 * their kind asks for ({@code /now}, {@code /blocking}), later from another thread ({@code /later}), or fail
 * ({@code /failing}, {@code /throwing}), or record an incident ({@code /incident}).
 */
final class Echo implements Dispatch {

    private final Routes<Route> routes;
    private final TrustedProxies proxies;
    private final RequestIdSource requestIds;

    Echo(Executor later, TrustedProxies proxies) {
        WebHandler now = request -> seen(request).now();
        this.routes = Routes.<Route>builder()
                .prefix("/now", Route.nonBlocking(now))
                .prefix("/blocking", Route.blocking(now))
                .prefix(
                        "/later",
                        Route.nonBlocking(request -> CompletableFuture.supplyAsync(() -> seen(request), later)))
                .prefix(
                        "/failing",
                        Route.nonBlocking(request -> CompletableFuture.supplyAsync(
                                () -> {
                                    throw new IllegalStateException("a handler's bug");
                                },
                                later)))
                .prefix("/throwing", Route.blocking(request -> {
                    throw new IllegalStateException("a handler's bug");
                }))
                .prefix("/incident", Route.blocking(request -> {
                    String id = new Incidents(Randomness.secure()).record(new IllegalStateException("a bug"));
                    return WebAnswer.json(500, Json.object().put("error_id", id))
                            .now();
                }))
                .build();
        this.proxies = proxies;
        this.requestIds = new RequestIdSource(proxies, Randomness.secure());
    }

    /**
     * The mounts of the binding's tests: at the root, under {@code /proxied} trusting 127.0.0.1 as a proxy, and under
     * {@code /worker} with the host's {@code worker}; {@code later} answers {@code /later}.
     */
    static Map<String, Servlet> mounts(Executor later, Executor worker) {
        Map<String, Servlet> servlets = new LinkedHashMap<>();
        servlets.put("/*", new ShutterServlet(new Echo(later, TrustedProxies.none())));
        servlets.put(
                "/proxied/*", new ShutterServlet(new Echo(later, TrustedProxies.ofAddresses(Set.of("127.0.0.1")))));
        servlets.put("/worker/*", new ShutterServlet(new Echo(later, TrustedProxies.none()), worker));
        return servlets;
    }

    private static WebAnswer seen(WebRequest request) {
        ObjectNode seen = Json.object()
                .put("method", request.method())
                .put("path", request.path())
                .put("mount", request.mount())
                .put("query", request.rawQuery().getOrElse("(none)"))
                .put(
                        "body",
                        request.body()
                                .<String>fold(
                                        problem -> "refused: " + problem.status(),
                                        bytes -> new String(bytes, StandardCharsets.ISO_8859_1)))
                .put("transport", request.transport().name())
                .put("client", request.client().getAddress().getHostAddress())
                .put("headerBytes", request.headerBytes())
                .put("cookie", request.cookie("session").getOrElse("(none)"))
                .put("thread", Thread.currentThread().getName())
                .put("id", request.id().getOrElse("(none)"))
                .put("logged", String.valueOf(MDC.get(RequestIdSource.LOG_KEY)));
        return WebAnswer.json(200, seen).with("Set-Cookie", "a=1").with("Set-Cookie", "b=2");
    }

    @Override
    public Either<WebAnswer, Routes.Found<Route>> route(WebRequest request) {
        return routes.find(request.path()).toEither(WebAnswer.empty(404));
    }

    @Override
    public WebAnswer notFound() {
        return WebAnswer.empty(404);
    }

    @Override
    public TrustedProxies trustedProxies() {
        return proxies;
    }

    @Override
    public RequestIdSource requestIds() {
        return requestIds;
    }
}
