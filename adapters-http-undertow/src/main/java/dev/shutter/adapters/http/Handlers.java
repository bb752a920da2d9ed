package dev.shutter.adapters.http;

import dev.shutter.adapters.http.api.ApiHandler;
import dev.shutter.adapters.http.api.ApiRoutes;
import dev.shutter.adapters.http.api.CommentsApi;
import dev.shutter.adapters.http.api.HttpsRequiredHandler;
import dev.shutter.adapters.http.api.RelationshipsApi;
import dev.shutter.adapters.http.api.UsersApi;
import dev.shutter.adapters.http.undertow.UndertowRoute;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.OnWorkerThread;
import dev.shutter.ports.Shutter;
import io.undertow.server.HttpHandler;
import java.util.Map;

/**
 * Wires every handler onto the use cases of one {@link Shutter}, in groups that {@link ShutterHttp} routes
 * alone or together. Handlers that may block run on worker threads ({@code Route.blocking}, or {@link
 * OnWorkerThread} for those not on the surface's model yet): the OAuth pages and endpoints (password hashes),
 * the operator API, and the API when its storage waits on I/O, but
 * for the reads that storage can send without waiting ({@link ApiHandler}). The rest (health, unknown paths,
 * and the API on a store in memory) answer on the IO thread that read the request, sparing each request a
 * handoff between threads.
 */
final class Handlers {

    private final Surface surface;
    private final Shutter shutter;
    private final boolean storageWaits;
    private final BaseUrl baseUrl;
    private final Incidents incidents;
    private final Map<String, HttpHandler> routes;

    Handlers(Surface surface, Map<String, HttpHandler> routes) {
        this.surface = surface;
        this.shutter = surface.shutter();
        this.storageWaits = surface.storageWaitsOnIo();
        this.baseUrl = surface.baseUrl();
        this.incidents = surface.incidents();
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
        ApiRoutes routes = ApiRoutes.of(
                new UsersApi(),
                new CommentsApi(shutter.comments()),
                new RelationshipsApi(shutter.relationships(), shutter.relationshipLists()));
        return router.prefix(
                ApiHandler.PREFIX, new ApiHandler(routes, shutter.requests(), baseUrl, incidents, storageWaits));
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
        return onWorkerIf(storageWaits, new HttpsRequiredHandler(shutter.revocation(), incidents));
    }

    private static HttpHandler onWorker(HttpHandler handler) {
        return new OnWorkerThread(handler);
    }

    private static HttpHandler onWorkerIf(boolean blocks, HttpHandler handler) {
        return blocks ? onWorker(handler) : handler;
    }
}
