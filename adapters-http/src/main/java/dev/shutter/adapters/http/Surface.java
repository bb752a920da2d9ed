package dev.shutter.adapters.http;

import dev.shutter.adapters.http.admin.MaintenanceRoutes;
import dev.shutter.adapters.http.admin.OperatorHandler;
import dev.shutter.adapters.http.api.ApiHandler;
import dev.shutter.adapters.http.api.ApiRoutes;
import dev.shutter.adapters.http.api.CommentsApi;
import dev.shutter.adapters.http.api.Envelope;
import dev.shutter.adapters.http.api.HttpsRequiredHandler;
import dev.shutter.adapters.http.api.RelationshipsApi;
import dev.shutter.adapters.http.api.UsersApi;
import dev.shutter.adapters.http.oauth.MetadataHandler;
import dev.shutter.adapters.http.oauth.OAuthRoutes;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Dispatch;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.LargeHeads;
import dev.shutter.adapters.http.web.RequestHead;
import dev.shutter.adapters.http.web.RequestIdSource;
import dev.shutter.adapters.http.web.Route;
import dev.shutter.adapters.http.web.Routes;
import dev.shutter.adapters.http.web.TrustedProxies;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebRequest;
import dev.shutter.domain.Failure;
import dev.shutter.ports.Shutter;
import io.vavr.control.Either;

/**
 * Shutter's HTTP surface on one {@link Shutter}, whatever web server serves it: every route on the surface's
 * model with the path it answers, the refusal of header fields over the limit, the catalogue's 404, and the
 * proxies trusted to say a request came over TLS. A binding mounts it where the host chooses and asks {@link
 * #route} what answers each request; it writes no route and no rule of its own. Built by {@link SurfaceOptions}.
 */
public final class Surface implements Dispatch {

    private static final WebAnswer NOT_FOUND = Envelope.answer(new Failure.EndpointNotFound());
    private static final int TOO_LARGE = 431;

    private final Shutter shutter;
    private final TrustedProxies trustedProxies;
    private final RequestIdSource requestIds;
    private final BaseUrl baseUrl;
    private final Incidents incidents;
    private final Routes<Route> health;
    private final Routes<Route> openApi;
    private final Routes<Route> metadata;
    private final Routes<Route> api;
    private final Routes<Route> oauth;
    private final Routes<Route> operator;
    private final Routes<Route> all;
    private final LargeHeads largeHeads;
    private final Route refusingPlainHttp;
    private final Dispatch plainHttp;

    Surface(SurfaceOptions options) {
        this.shutter = options.shutter();
        this.trustedProxies = options.trustedProxies();
        this.requestIds = new RequestIdSource(trustedProxies, options.randomness());
        boolean storageMayBlock = options.storageThreads().mayBlock();
        this.baseUrl = new BaseUrl(options.publicUrl());
        this.incidents = new Incidents(options.randomness());
        this.health = Routes.<Route>builder()
                .exact(HealthHandler.PATH, Route.nonBlocking(new HealthHandler(options.storageReachable())))
                .build();
        this.openApi = Routes.<Route>builder()
                .exact(OpenApiHandler.PATH, Route.nonBlocking(new OpenApiHandler(baseUrl)))
                .build();
        this.metadata = Routes.<Route>builder()
                .exact(MetadataHandler.PATH, Route.nonBlocking(new MetadataHandler(baseUrl)))
                .build();
        this.api = Routes.<Route>builder()
                .prefix(
                        ApiHandler.PREFIX,
                        Route.nonBlocking(new ApiHandler(
                                ApiRoutes.of(
                                        new UsersApi(),
                                        new CommentsApi(shutter.comments()),
                                        new RelationshipsApi(shutter.relationships(), shutter.relationshipLists())),
                                shutter.requests(),
                                baseUrl,
                                incidents,
                                storageMayBlock)))
                .build();
        this.oauth = OAuthRoutes.of(shutter, baseUrl, incidents);
        this.operator = Routes.<Route>builder()
                .prefix(
                        OperatorHandler.PREFIX,
                        Route.blocking(new OperatorHandler(
                                shutter.operator(),
                                new MaintenanceRoutes(
                                        shutter.operatorViews(),
                                        shutter.secretRotation(),
                                        shutter.erasure(),
                                        shutter.export()),
                                options.adminToken(),
                                incidents)))
                .build();
        this.all = Routes.<Route>builder()
                .all(health)
                .all(openApi)
                .all(api)
                .all(metadata)
                .all(oauth)
                .all(operator)
                .build();
        this.largeHeads = refusals();
        HttpsRequiredHandler refusal = new HttpsRequiredHandler(shutter.revocation(), incidents);
        this.refusingPlainHttp = storageMayBlock ? Route.blocking(refusal) : Route.nonBlocking(refusal);
        this.plainHttp = new PlainHttp(this, refusingPlainHttp);
    }

    /**
     * The refusal of header fields over {@link RequestHead#LIMIT} in each area's shape (docs/spec/DECISIONS.md
     * section 8): the OAuth endpoints' and pages' ({@link OAuthRoutes#refusingLargeHeads}), {@code 431} with the
     * operator API's JSON under {@code /admin}, and the {@code /v1} envelope's {@code APIInvalidParametersError}
     * everywhere else, as the catalogue's 404 is.
     */
    private static LargeHeads refusals() {
        LargeHeads.Builder heads =
                LargeHeads.otherwise(Envelope.answer(new Failure.InvalidParameter("headers", RequestHead.TOO_LARGE)));
        return OAuthRoutes.refusingLargeHeads(heads, RequestHead.TOO_LARGE)
                .area(
                        OperatorHandler.PREFIX,
                        WebAnswer.json(TOO_LARGE, Json.object().put("error", RequestHead.TOO_LARGE)))
                .build();
    }

    /** Options for the surface of {@code shutter}. */
    public static SurfaceOptions builder(Shutter shutter) {
        return new SurfaceOptions(shutter);
    }

    /**
     * What answers {@code request}, whose {@link WebRequest#path()} is from the surface's root: the refusal of
     * header fields over {@link RequestHead#LIMIT} in its area's shape, the catalogue's 404 where no route is, or
     * the route with its template.
     */
    @Override
    public Either<WebAnswer, Routes.Found<Route>> route(WebRequest request) {
        if (RequestHead.isTooLarge(request)) {
            return Either.left(largeHeads.answer(request.path()));
        }
        return all.find(request.path()).toEither(NOT_FOUND);
    }

    /** Every route on the model. */
    public Routes<Route> routes() {
        return all;
    }

    /** {@code /health}. */
    public Routes<Route> health() {
        return health;
    }

    /** {@code /openapi.json}. */
    public Routes<Route> openApi() {
        return openApi;
    }

    /** The RFC 8414 metadata at its well-known path. */
    public Routes<Route> metadata() {
        return metadata;
    }

    /**
     * The API under {@code /v1}: its routing, authentication in the catalogue's order, operations and envelope.
     * Its route does not block: on a storage that may wait on I/O it hands a read to the storage from the thread
     * that read it and the rest to {@link WebRequest#worker()} itself.
     */
    public Routes<Route> api() {
        return api;
    }

    /**
     * What answers a request in the clear that nothing vouches for (docs/spec/DECISIONS.md section 8): 403 "HTTPS
     * is required.", never a redirect, with any access token in it revoked and a code posted to the token
     * endpoint burnt, since they have been exposed.
     */
    public Route refusingPlainHttp() {
        return refusingPlainHttp;
    }

    /**
     * The surface for a plain-HTTP listener: what came over TLS, or from a trusted proxy that received it so, is
     * routed as {@link #route} does; everything else is refused ({@link #refusingPlainHttp()}), whatever its size.
     */
    public Dispatch plainHttp() {
        return plainHttp;
    }

    /**
     * The OAuth endpoints and pages under {@code /oauth}: login, consent, the token endpoint, revocation,
     * introspection, managing access, logging out.
     */
    public Routes<Route> oauth() {
        return oauth;
    }

    /** The operator API under {@code /admin}: the catalogue's 404 to everything unless an admin token is set. */
    public Routes<Route> operator() {
        return operator;
    }

    /** The refusal of header fields over {@link RequestHead#LIMIT}, by area. */
    public LargeHeads largeHeads() {
        return largeHeads;
    }

    /** The catalogue's answer to a path no route takes: the {@code /v1} envelope's 404. */
    @Override
    public WebAnswer notFound() {
        return NOT_FOUND;
    }

    @Override
    public TrustedProxies trustedProxies() {
        return trustedProxies;
    }

    @Override
    public RequestIdSource requestIds() {
        return requestIds;
    }
}
