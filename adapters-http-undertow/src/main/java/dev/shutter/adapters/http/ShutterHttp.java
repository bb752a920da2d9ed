package dev.shutter.adapters.http;

import dev.shutter.adapters.http.oauth.MetadataHandler;
import dev.shutter.adapters.http.web.LargeHeads;
import dev.shutter.adapters.http.web.PlainListenerHandler;
import dev.shutter.adapters.http.web.ReadBodyFirst;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.StorageThreads;
import io.undertow.server.HttpHandler;
import java.net.InetAddress;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;

/**
 * Shutter's HTTP surface as Undertow {@link HttpHandler}s, for a host that runs its own Undertow server: the
 * {@code /v1} API, the OAuth endpoints and pages under {@code /oauth}, the operator API under {@code /admin},
 * {@code /health}, the RFC 8414 metadata, and {@link #handler()} with all of them routed. The bundled server is
 * built from it too. {@link #handler()}, {@link #api()}, {@link #oauth()} and {@link #operator()} refuse header
 * fields over {@link dev.shutter.adapters.http.web.RequestHead#LIMIT} in their area's shape. How to mount them,
 * and what the host supplies and keeps (TLS, raw URLs, its paths, parser limits, IO threads, keys, logs), is
 * docs/web-servers.md ("Mount the HTTP surface in your own server"); {@link Builder#mount} puts them under a prefix.
 */
public final class ShutterHttp {

    /** Where {@link #api()} is mounted. */
    public static final String API_PREFIX = "/v1";

    /** Where {@link #oauth()} is mounted. */
    public static final String OAUTH_PREFIX = "/oauth";

    /** Where {@link #operator()} is mounted. */
    public static final String OPERATOR_PREFIX = "/admin";

    /** Where {@link #metadata()} is mounted: RFC 8414's well-known path, outside {@value #OAUTH_PREFIX}. */
    public static final String METADATA_PATH = MetadataHandler.PATH;

    /** Where {@link #openApi()} is mounted. */
    public static final String OPENAPI_PATH = OpenApiHandler.PATH;

    /** Where {@link #health()} is mounted. */
    public static final String HEALTH_PATH = HealthHandler.PATH;

    /** The shortest admin token accepted: a guessable one would open the whole operator API. */
    public static final int MIN_ADMIN_TOKEN = SurfaceOptions.MIN_ADMIN_TOKEN;

    private static final Pattern MOUNT = Pattern.compile("(/[A-Za-z0-9._~!$&'()*+,=:@-]+)+");

    private final HttpHandler api;
    private final HttpHandler oauth;
    private final HttpHandler operator;
    private final HttpHandler health;
    private final HttpHandler metadata;
    private final HttpHandler openApi;
    private final HttpHandler handler;
    private final HttpHandler plainHttp;

    private ShutterHttp(Builder options) {
        Surface surface = options.surface.build();
        Handlers handlers = new Handlers(surface, options.routes);
        LargeHeads largeHeads = surface.largeHeads();
        String mount = options.mount;
        this.api = new Mounted(
                mount,
                surface.notFound(),
                new ReadBodyFirst(new HeadLimit(largeHeads, handlers.api(handlers.router()))));
        this.oauth = new Mounted(
                mount,
                surface.notFound(),
                new ReadBodyFirst(new HeadLimit(largeHeads, handlers.oauth(handlers.router()))));
        this.operator = new Mounted(
                mount,
                surface.notFound(),
                new ReadBodyFirst(new HeadLimit(largeHeads, handlers.operator(handlers.router()))));
        this.health = new Mounted(mount, surface.notFound(), handlers.health(handlers.router()));
        this.metadata = new Mounted(mount, surface.notFound(), handlers.metadata(handlers.router()));
        this.openApi = new Mounted(mount, surface.notFound(), handlers.openApi());
        Router all = handlers.extra(
                handlers.operator(handlers.metadata(handlers.oauth(handlers.api(handlers.health(handlers.router()))))));
        this.handler = new Mounted(mount, surface.notFound(), new ReadBodyFirst(new HeadLimit(largeHeads, all)));
        // A request refused for its size has been sent in the clear all the same: its token is revoked.
        this.plainHttp = new Mounted(
                mount,
                surface.notFound(),
                new ReadBodyFirst(new PlainListenerHandler(
                        surface.trustedProxies(), new HeadLimit(largeHeads, all), handlers.refusing())));
    }

    /** Options for the handlers of {@code shutter}. */
    public static Builder builder(Shutter shutter) {
        return new Builder(shutter);
    }

    /** The API: every path under {@value #API_PREFIX}. */
    public HttpHandler api() {
        return api;
    }

    /**
     * The OAuth endpoints and pages: authorize, access_token, revoke, introspect (RFC 7662), access (manage
     * access), logout.
     */
    public HttpHandler oauth() {
        return oauth;
    }

    /** The operator API under {@value #OPERATOR_PREFIX}; the catalogue's 404 unless an admin token is set. */
    public HttpHandler operator() {
        return operator;
    }

    /** {@value #METADATA_PATH}: the authorization server's metadata (RFC 8414), which names the issuer. */
    public HttpHandler metadata() {
        return metadata;
    }

    /**
     * {@value #OPENAPI_PATH}: the OpenAPI document of {@code /v1} and the OAuth endpoints, naming as its server
     * the one it is served from (the public URL, or the request's own). {@link #handler()} serves it too.
     */
    public HttpHandler openApi() {
        return openApi;
    }

    /**
     * {@value #HEALTH_PATH}: 200 {@code {"status":"up","storage":"up"}}, or 503 while {@link
     * Builder#storageReachable} says the storage does not answer.
     */
    public HttpHandler health() {
        return health;
    }

    /** Every route above on one handler; any other path gets the catalogue's 404. */
    public HttpHandler handler() {
        return handler;
    }

    /**
     * For a plain-HTTP listener: what a trusted proxy forwards with {@code X-Forwarded-Proto: https} goes to
     * {@link #handler()}; every other request is refused (403, "HTTPS is required.") and any access token in
     * it revoked, since it has been exposed.
     */
    public HttpHandler plainHttpHandler() {
        return plainHttp;
    }

    /** The options of {@link ShutterHttp}; each is checked when set. */
    public static final class Builder {

        private final SurfaceOptions surface;
        private final Map<String, HttpHandler> routes = new LinkedHashMap<>();
        private String mount = "";

        private Builder(Shutter shutter) {
            this.surface = Surface.builder(shutter);
        }

        /**
         * The base URL clients use (an absolute http(s) URL without query or fragment), for {@code next_url},
         * {@code iss} and the pages' links. By default, the scheme, host and port each request was sent to.
         */
        public Builder publicUrl(String url) {
            surface.publicUrl(url);
            return this;
        }

        /**
         * The prefix the host mounts the handlers under, as clients send it ({@code /social}: then {@code
         * /social/v1/...}, {@code /social/oauth/...}, {@code /social/health}); by default none, the server's root.
         * The links the surface writes ({@code iss}, the metadata's endpoints, the pages' forms and redirects,
         * {@code next_url}, the OpenAPI server) name it, the pages' session cookie is {@code
         * __Secure-shutter-session} with its {@code Path}, and a path sent outside it gets the catalogue's 404. A
         * {@link #publicUrl} is taken as the surface's root as clients see it, prefix included.
         */
        public Builder mount(String prefix) {
            Objects.requireNonNull(prefix, "prefix");
            if (!MOUNT.matcher(prefix).matches()) {
                throw new IllegalArgumentException(
                        "a mount is a path such as /social: it starts with / and holds no empty segment, no trailing /,"
                                + " no ? # ; % or space");
            }
            this.mount = prefix;
            return this;
        }

        /**
         * The bearer token of the operator API, {@value #MIN_ADMIN_TOKEN} characters or more. Without one,
         * {@link #operator()} answers the catalogue's 404 to everything.
         */
        public Builder adminToken(String token) {
            surface.adminToken(token);
            return this;
        }

        /** Proxies whose {@code X-Forwarded-Proto: https} counts on {@link #plainHttpHandler()}; none by default. */
        public Builder trustedProxies(Collection<InetAddress> proxies) {
            surface.trustedProxies(proxies);
            return this;
        }

        /**
         * What threads the calls of the storage under the {@link Shutter} need: pass the storage's own ({@code
         * storage.threads()}). When a call may wait on I/O (the default, {@link StorageThreads#blocking()}, always
         * safe), the API's writes run on worker threads and its reads are sent to the storage from the IO thread,
         * answered there when the storage answered all they read; on a store in memory ({@link
         * StorageThreads#inMemory()}) the API answers on the IO thread ({@code SurfaceOptions#storageThreads}).
         */
        public Builder storageThreads(StorageThreads threads) {
            surface.storageThreads(threads);
            return this;
        }

        /** Where the ids of incidents come from; by default a {@link java.security.SecureRandom}. */
        public Builder randomness(Randomness value) {
            surface.randomness(value);
            return this;
        }

        /**
         * One more exact path that {@link #handler()} answers (and {@link #plainHttpHandler()} for what a trusted
         * proxy forwards), before the catalogue's 404: the bundled server's demo callback page. {@code handler}
         * runs on the IO thread that read the request; wrap work that may block in {@code OnWorkerThread}.
         */
        public Builder route(String exactPath, HttpHandler handler) {
            Objects.requireNonNull(exactPath, "exactPath");
            Objects.requireNonNull(handler, "handler");
            if (!exactPath.startsWith("/")) {
                throw new IllegalArgumentException("a route's path must start with /");
            }
            this.routes.put(exactPath, handler);
            return this;
        }

        /**
         * What {@link #health()} reads to say whether the storage answers (a probe's last answer; it must not
         * wait on I/O). By default it always does.
         */
        public Builder storageReachable(BooleanSupplier reachable) {
            surface.storageReachable(reachable);
            return this;
        }

        /** The handlers. */
        public ShutterHttp build() {
            return new ShutterHttp(this);
        }
    }
}
