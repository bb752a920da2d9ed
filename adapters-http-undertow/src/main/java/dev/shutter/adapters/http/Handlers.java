package dev.shutter.adapters.http;

import dev.shutter.adapters.http.undertow.UndertowRoute;
import dev.shutter.ports.Shutter;
import io.undertow.server.HttpHandler;
import java.util.Map;

/**
 * The routes of one {@link Surface} on one {@link Shutter}, in groups that {@link ShutterHttp} routes alone or
 * together, each with the binding's threading ({@link UndertowRoute}). Routes that may block run on worker
 * threads: the OAuth pages and endpoints (password hashes) and the operator API. The rest (health, unknown
 * paths, and the API, which hands on to a worker itself what may block) answer on the IO thread that read the
 * request, sparing each request a handoff between threads.
 */
final class Handlers {

    private final Surface surface;
    private final Map<String, HttpHandler> routes;

    Handlers(Surface surface, Map<String, HttpHandler> routes) {
        this.surface = surface;
        this.routes = Map.copyOf(routes);
    }

    /** An empty router, answering the catalogue's 404 where no route is. */
    Router router() {
        return new Router(surface.notFound());
    }

    /** {@code GET /health}, and the OpenAPI document at {@code /openapi.json}. */
    Router health(Router router) {
        return router.model(surface.health()).model(surface.openApi());
    }

    /** The OpenAPI document, naming the server it is served from, at whatever path the host mounts it. */
    HttpHandler openApi() {
        return UndertowRoute.of(
                surface.openApi().find(OpenApiHandler.PATH).get().route());
    }

    /** Everything under {@code /v1}. */
    Router api(Router router) {
        return router.model(surface.api());
    }

    /** The authorization server's metadata (RFC 8414), at its well-known path. */
    Router metadata(Router router) {
        return router.model(surface.metadata());
    }

    /** The OAuth endpoints and pages under {@code /oauth}. */
    Router oauth(Router router) {
        return router.model(surface.oauth());
    }

    /** The host's own exact routes ({@link ShutterHttp.Builder#route}): the bundled server's demo page. */
    Router extra(Router router) {
        routes.forEach(router::exact);
        return router;
    }

    /** The operator API under {@code /admin}: the catalogue's 404 without an admin token. */
    Router operator(Router router) {
        return router.model(surface.operator());
    }

    /** The handler of the plain-HTTP listener when nothing vouches for a request. */
    HttpHandler refusing() {
        return UndertowRoute.of(surface.refusingPlainHttp());
    }
}
