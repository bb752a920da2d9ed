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
import dev.shutter.adapters.http.oauth.AccessTokenHandler;
import dev.shutter.adapters.http.oauth.AuthorizeHandler;
import dev.shutter.adapters.http.oauth.LogoutHandler;
import dev.shutter.adapters.http.oauth.ManageAccessHandler;
import dev.shutter.adapters.http.oauth.RevokeHandler;
import dev.shutter.adapters.http.oauth.Sessions;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.ports.Shutter;
import io.undertow.server.HttpHandler;
import io.vavr.control.Option;

/** Wires every handler onto the use cases of one {@link Shutter}. */
final class Handlers {

    private Handlers() {}

    /** The handler of the HTTPS listener (and of proxied requests on the plain one). */
    static HttpHandler secure(
            Shutter shutter, BaseUrl baseUrl, Incidents incidents, Option<String> adminToken, Option<DemoApp> demo) {
        Sessions sessions = new Sessions(shutter.login());
        ApiRoutes routes = ApiRoutes.of(
                new UsersApi(),
                new CommentsApi(shutter.comments()),
                new RelationshipsApi(shutter.relationships(), shutter.relationshipLists()));
        Router router = new Router()
                .exact("/health", new HealthHandler())
                .prefix(ApiHandler.PREFIX, new ApiHandler(routes, shutter.requests(), baseUrl, incidents))
                .exactWithSlash(
                        AuthorizeHandler.PATH,
                        new AuthorizeHandler(shutter.authorization(), sessions, baseUrl, incidents))
                .exactWithSlash(AccessTokenHandler.PATH, new AccessTokenHandler(shutter.codeExchange(), incidents))
                .exactWithSlash(RevokeHandler.PATH, new RevokeHandler(shutter.revocation(), incidents))
                .exact(
                        ManageAccessHandler.PATH,
                        new ManageAccessHandler(shutter.revocation(), sessions, baseUrl, incidents))
                .exact(LogoutHandler.PATH, new LogoutHandler(sessions, incidents))
                .prefix(OperatorHandler.PREFIX, new OperatorHandler(shutter.operator(), adminToken, incidents));
        demo.forEach(app -> router.exact(DemoApp.CALLBACK_PATH, new DemoCallbackHandler(app, baseUrl)));
        return router;
    }

    /** The handler of the plain-HTTP listener when nothing vouches for a request. */
    static HttpHandler refusing(Shutter shutter, Incidents incidents) {
        return new HttpsRequiredHandler(shutter.revocation(), incidents);
    }
}
