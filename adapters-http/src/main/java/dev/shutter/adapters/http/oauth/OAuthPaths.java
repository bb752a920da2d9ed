package dev.shutter.adapters.http.oauth;

/** Where the OAuth endpoints and pages are: what the metadata names and the router routes. */
public final class OAuthPaths {

    /** Where the endpoints and pages are, all of them. */
    public static final String PREFIX = "/oauth";

    /** The authorization endpoint, with its login and consent pages. */
    public static final String AUTHORIZE = "/oauth/authorize";

    /** The token endpoint. */
    public static final String ACCESS_TOKEN = "/oauth/access_token";

    /** Token revocation (RFC 7009). */
    public static final String REVOKE = "/oauth/revoke";

    /** Token introspection (RFC 7662). */
    public static final String INTROSPECT = "/oauth/introspect";

    /** The page where a user manages the access they granted. */
    public static final String MANAGE_ACCESS = "/oauth/access";

    /** Signing out of the pages. */
    public static final String LOGOUT = "/oauth/logout";

    private OAuthPaths() {}
}
