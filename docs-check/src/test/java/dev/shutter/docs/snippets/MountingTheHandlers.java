package dev.shutter.docs.snippets;

import dev.shutter.adapters.http.ShutterHttp;
import dev.shutter.ports.Shutter;
import io.undertow.Handlers;
import io.undertow.server.HttpHandler;

/** docs/web-servers.md, "Mount the HTTP surface in your own server". */
public final class MountingTheHandlers {

    private MountingTheHandlers() {}

    /** The host's root handler: its own routes, with Shutter's handlers at their prefixes. */
    public static HttpHandler root(Shutter shutter, HttpHandler yourRoutes, String yourAdminToken) {
        // docs:BEGIN
        ShutterHttp http = ShutterHttp.builder(shutter)
                .publicUrl("https://photos.example") // next_url, iss and the pages' links; default: each request's own
                .adminToken(yourAdminToken) // 16 characters or more; leave it out and /admin does not exist
                .build();
        HttpHandler root = Handlers.path(yourRoutes)
                .addPrefixPath(ShutterHttp.API_PREFIX, http.api()) // /v1
                // authorize, access_token, revoke, introspect, access, logout
                .addPrefixPath(ShutterHttp.OAUTH_PREFIX, http.oauth())
                .addPrefixPath(ShutterHttp.OPERATOR_PREFIX, http.operator()) // /admin
                .addExactPath(ShutterHttp.METADATA_PATH, http.metadata()) // /.well-known/oauth-authorization-server
                .addExactPath(ShutterHttp.OPENAPI_PATH, http.openApi()) // /openapi.json
                .addExactPath(ShutterHttp.HEALTH_PATH, http.health());
        // docs:END
        return root;
    }

    /** The host's root handler: its own routes, with Shutter's handler under the prefix {@code /social}. */
    public static HttpHandler underAPrefix(Shutter shutter, HttpHandler yourRoutes) {
        // docs:BEGIN
        ShutterHttp social = ShutterHttp.builder(shutter)
                .mount("/social") // /social/v1/..., /social/oauth/..., /social/health; the links name it
                .build();
        HttpHandler root = Handlers.path(yourRoutes).addPrefixPath("/social", social.handler());
        // docs:END
        return root;
    }
}
