package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.LargeHeads;
import dev.shutter.adapters.http.web.Route;
import dev.shutter.adapters.http.web.Routes;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.ports.Shutter;

/**
 * The OAuth endpoints and pages under {@value OAuthPaths#PREFIX} as routes of the surface, each on a worker
 * (password hashes, storage), and their refusal of header fields over the limit. The paths are from the
 * surface's root; links, redirects and the session cookie follow where the host mounted it.
 */
public final class OAuthRoutes {

    private static final int TOO_LARGE = 431;

    private OAuthRoutes() {}

    /** The routes of {@code shutter}'s OAuth endpoints and pages. */
    public static Routes<Route> of(Shutter shutter, BaseUrl baseUrl, Incidents incidents) {
        Sessions sessions = new Sessions(shutter.login());
        return Routes.<Route>builder()
                .exactWithSlash(
                        OAuthPaths.AUTHORIZE,
                        Route.blocking(new AuthorizeHandler(shutter.authorization(), sessions, baseUrl, incidents)))
                .exactWithSlash(
                        OAuthPaths.ACCESS_TOKEN,
                        Route.blocking(new AccessTokenHandler(shutter.codeExchange(), incidents)))
                .exactWithSlash(OAuthPaths.REVOKE, Route.blocking(new RevokeHandler(shutter.revocation(), incidents)))
                .exactWithSlash(
                        OAuthPaths.INTROSPECT,
                        Route.blocking(new IntrospectHandler(shutter.introspection(), incidents)))
                .exact(
                        OAuthPaths.MANAGE_ACCESS,
                        Route.blocking(new ManageAccessHandler(shutter.revocation(), sessions, baseUrl, incidents)))
                .exact(OAuthPaths.LOGOUT, Route.blocking(new LogoutHandler(sessions, incidents)))
                .build();
    }

    /**
     * {@code heads} with the OAuth shapes of a refused head (docs/spec/DECISIONS.md section 8): the token
     * endpoints' {@code invalid_request}, and {@code 431} with an error page elsewhere under {@value
     * OAuthPaths#PREFIX}.
     */
    public static LargeHeads.Builder refusingLargeHeads(LargeHeads.Builder heads, String tooLarge) {
        WebAnswer tokenEndpoints = TokenResponses.send(400, "invalid_request", tooLarge);
        return heads.exact(OAuthPaths.ACCESS_TOKEN, tokenEndpoints)
                .exact(OAuthPaths.REVOKE, tokenEndpoints)
                .exact(OAuthPaths.INTROSPECT, tokenEndpoints)
                .area(OAuthPaths.PREFIX, OAuthPages.error(TOO_LARGE, "The request is too large: " + tooLarge + "."));
    }
}
