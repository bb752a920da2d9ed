package dev.shutter.adapters.http;

import dev.shutter.adapters.http.admin.MaintenanceRoutes;
import dev.shutter.adapters.http.admin.OperatorHandler;
import dev.shutter.adapters.http.api.ApiHandler;
import dev.shutter.adapters.http.api.ApiRoutes;
import dev.shutter.adapters.http.api.CommentsApi;
import dev.shutter.adapters.http.api.HttpsRequiredHandler;
import dev.shutter.adapters.http.api.RelationshipsApi;
import dev.shutter.adapters.http.api.UsersApi;
import dev.shutter.adapters.http.demo.DemoApp;
import dev.shutter.adapters.http.demo.DemoCallbackHandler;
import dev.shutter.adapters.http.metrics.CountedUseCases;
import dev.shutter.adapters.http.oauth.AccessTokenHandler;
import dev.shutter.adapters.http.oauth.AuthorizeHandler;
import dev.shutter.adapters.http.oauth.IntrospectHandler;
import dev.shutter.adapters.http.oauth.LogoutHandler;
import dev.shutter.adapters.http.oauth.ManageAccessHandler;
import dev.shutter.adapters.http.oauth.MetadataHandler;
import dev.shutter.adapters.http.oauth.RevokeHandler;
import dev.shutter.adapters.http.oauth.Sessions;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.OnWorkerThread;
import dev.shutter.ports.Shutter;
import io.undertow.server.HttpHandler;
import io.vavr.control.Option;
import java.util.function.BiFunction;
import java.util.function.BooleanSupplier;

/**
 * Wires every handler onto the use cases of one {@link Shutter}, in groups that {@link ShutterHttp} routes
 * alone or together. Handlers that may block run on worker threads ({@link OnWorkerThread}): the OAuth
 * pages and endpoints (password hashes), the operator API, and the API when its storage waits on I/O. The
 * rest (health, unknown paths, and the API on a store in memory) answer on the IO thread that read the
 * request, sparing each request a handoff between threads.
 */
final class Handlers {

    private final Shutter shutter;
    private final boolean storageWaits;
    private final BaseUrl baseUrl;
    private final Incidents incidents;
    private final Option<String> adminToken;
    private final Option<DemoApp> demo;
    private final BooleanSupplier storageReachable;
    private final Option<CountedUseCases> counting;

    Handlers(
            Shutter shutter,
            boolean storageWaits,
            BaseUrl baseUrl,
            Incidents incidents,
            Option<String> adminToken,
            Option<DemoApp> demo,
            BooleanSupplier storageReachable,
            Option<CountedUseCases> counting) {
        this.shutter = shutter;
        this.storageWaits = storageWaits;
        this.baseUrl = baseUrl;
        this.incidents = incidents;
        this.adminToken = adminToken;
        this.demo = demo;
        this.storageReachable = storageReachable;
        this.counting = counting;
    }

    /** {@code GET /health}, and the OpenAPI document at {@code /openapi.json}. */
    Router health(Router router) {
        return router.exact(ShutterHttp.HEALTH_PATH, new HealthHandler(storageReachable))
                .exact(OpenApiHandler.PATH, new OpenApiHandler());
    }

    /** Everything under {@code /v1}. */
    Router api(Router router) {
        ApiRoutes routes = ApiRoutes.of(
                new UsersApi(),
                new CommentsApi(counted(shutter.comments(), CountedUseCases::comments)),
                new RelationshipsApi(
                        counted(shutter.relationships(), CountedUseCases::relationships), shutter.relationshipLists()));
        return router.prefix(
                ApiHandler.PREFIX,
                onWorkerIf(
                        storageWaits,
                        new ApiHandler(
                                routes, counted(shutter.requests(), CountedUseCases::requests), baseUrl, incidents)));
    }

    /** The authorization server's metadata (RFC 8414), at its well-known path. */
    Router metadata(Router router) {
        return router.exact(MetadataHandler.PATH, new MetadataHandler(baseUrl));
    }

    /** The OAuth endpoints and pages under {@code /oauth}. */
    Router oauth(Router router) {
        Sessions sessions = new Sessions(counted(shutter.login(), CountedUseCases::login));
        return router.exactWithSlash(
                        AuthorizeHandler.PATH,
                        onWorker(new AuthorizeHandler(
                                counted(shutter.authorization(), CountedUseCases::authorization),
                                sessions,
                                baseUrl,
                                incidents)))
                .exactWithSlash(
                        AccessTokenHandler.PATH,
                        onWorker(new AccessTokenHandler(
                                counted(shutter.codeExchange(), CountedUseCases::codeExchange), incidents)))
                .exactWithSlash(
                        RevokeHandler.PATH,
                        onWorker(new RevokeHandler(
                                counted(shutter.revocation(), CountedUseCases::revocation), incidents)))
                .exactWithSlash(
                        IntrospectHandler.PATH, onWorker(new IntrospectHandler(shutter.introspection(), incidents)))
                .exact(
                        ManageAccessHandler.PATH,
                        onWorker(new ManageAccessHandler(
                                counted(shutter.revocation(), CountedUseCases::revocation),
                                sessions,
                                baseUrl,
                                incidents)))
                .exact(LogoutHandler.PATH, onWorker(new LogoutHandler(sessions, incidents)));
    }

    /** The bundled server's demo callback page, when it seeds the demo app. */
    Router demo(Router router) {
        demo.forEach(app -> router.exact(DemoApp.CALLBACK_PATH, onWorker(new DemoCallbackHandler(app, baseUrl))));
        return router;
    }

    /** The operator API under {@code /admin}: the catalogue's 404 without an admin token. */
    Router operator(Router router) {
        return router.prefix(
                OperatorHandler.PREFIX,
                onWorker(new OperatorHandler(
                        counted(shutter.operator(), CountedUseCases::operator),
                        new MaintenanceRoutes(
                                shutter.operatorViews(), shutter.secretRotation(), shutter.erasure(), shutter.export()),
                        adminToken,
                        incidents)));
    }

    /** The handler of the plain-HTTP listener when nothing vouches for a request. */
    HttpHandler refusing() {
        return onWorkerIf(
                storageWaits,
                new HttpsRequiredHandler(counted(shutter.revocation(), CountedUseCases::revocation), incidents));
    }

    /** {@code useCase}, counted when metrics are on. */
    private <T> T counted(T useCase, BiFunction<CountedUseCases, T, T> wrap) {
        return counting.isDefined() ? wrap.apply(counting.get(), useCase) : useCase;
    }

    private static HttpHandler onWorker(HttpHandler handler) {
        return new OnWorkerThread(handler);
    }

    private static HttpHandler onWorkerIf(boolean blocks, HttpHandler handler) {
        return blocks ? onWorker(handler) : handler;
    }
}
