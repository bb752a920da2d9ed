package dev.shutter.adapters.http;

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
import dev.shutter.adapters.http.oauth.LogoutHandler;
import dev.shutter.adapters.http.oauth.ManageAccessHandler;
import dev.shutter.adapters.http.oauth.RevokeHandler;
import dev.shutter.adapters.http.oauth.Sessions;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.OnWorkerThread;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.RevokeTokenUseCase;
import io.undertow.server.HttpHandler;
import io.vavr.control.Option;
import java.util.function.BiFunction;
import java.util.function.BooleanSupplier;

/**
 * Wires every handler onto the use cases of one {@link Shutter}. Handlers that may block run on worker
 * threads ({@link OnWorkerThread}): the OAuth pages and endpoints (password hashes), the operator API,
 * and the API when its storage waits on I/O. The rest (health, unknown paths, and the API on a store in
 * memory) answer on the IO thread that read the request, sparing each request a handoff between threads.
 */
final class Handlers {

    private Handlers() {}

    /** The handler of the HTTPS listener (and of proxied requests on the plain one). */
    static HttpHandler secure(
            Shutter shutter,
            boolean storageWaits,
            BaseUrl baseUrl,
            Incidents incidents,
            Option<String> adminToken,
            Option<DemoApp> demo,
            BooleanSupplier storageReachable,
            Option<CountedUseCases> counting) {
        Sessions sessions = new Sessions(counted(counting, shutter.login(), CountedUseCases::login));
        RevokeTokenUseCase revocation = counted(counting, shutter.revocation(), CountedUseCases::revocation);
        ApiRoutes routes = ApiRoutes.of(
                new UsersApi(),
                new CommentsApi(counted(counting, shutter.comments(), CountedUseCases::comments)),
                new RelationshipsApi(
                        counted(counting, shutter.relationships(), CountedUseCases::relationships),
                        shutter.relationshipLists()));
        Router router = new Router()
                .exact("/health", new HealthHandler(storageReachable))
                .prefix(
                        ApiHandler.PREFIX,
                        onWorkerIf(
                                storageWaits,
                                new ApiHandler(
                                        routes,
                                        counted(counting, shutter.requests(), CountedUseCases::requests),
                                        baseUrl,
                                        incidents)))
                .exactWithSlash(
                        AuthorizeHandler.PATH,
                        onWorker(new AuthorizeHandler(
                                counted(counting, shutter.authorization(), CountedUseCases::authorization),
                                sessions,
                                baseUrl,
                                incidents)))
                .exactWithSlash(
                        AccessTokenHandler.PATH,
                        onWorker(new AccessTokenHandler(
                                counted(counting, shutter.codeExchange(), CountedUseCases::codeExchange), incidents)))
                .exactWithSlash(RevokeHandler.PATH, onWorker(new RevokeHandler(revocation, incidents)))
                .exact(
                        ManageAccessHandler.PATH,
                        onWorker(new ManageAccessHandler(revocation, sessions, baseUrl, incidents)))
                .exact(LogoutHandler.PATH, onWorker(new LogoutHandler(sessions, incidents)))
                .prefix(
                        OperatorHandler.PREFIX,
                        onWorker(new OperatorHandler(shutter.operator(), adminToken, incidents)));
        demo.forEach(app -> router.exact(DemoApp.CALLBACK_PATH, onWorker(new DemoCallbackHandler(app, baseUrl))));
        return router;
    }

    /** The handler of the plain-HTTP listener when nothing vouches for a request. */
    static HttpHandler refusing(
            Shutter shutter, boolean storageWaits, Incidents incidents, Option<CountedUseCases> counting) {
        return onWorkerIf(
                storageWaits,
                new HttpsRequiredHandler(
                        counted(counting, shutter.revocation(), CountedUseCases::revocation), incidents));
    }

    /** {@code useCase}, counted when metrics are on. */
    private static <T> T counted(Option<CountedUseCases> counting, T useCase, BiFunction<CountedUseCases, T, T> wrap) {
        return counting.isDefined() ? wrap.apply(counting.get(), useCase) : useCase;
    }

    private static HttpHandler onWorker(HttpHandler handler) {
        return new OnWorkerThread(handler);
    }

    private static HttpHandler onWorkerIf(boolean blocks, HttpHandler handler) {
        return blocks ? onWorker(handler) : handler;
    }
}
