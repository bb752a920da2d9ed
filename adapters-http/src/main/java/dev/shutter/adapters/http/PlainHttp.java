package dev.shutter.adapters.http;

import dev.shutter.adapters.http.web.Dispatch;
import dev.shutter.adapters.http.web.RequestIdSource;
import dev.shutter.adapters.http.web.Route;
import dev.shutter.adapters.http.web.Routes;
import dev.shutter.adapters.http.web.TrustedProxies;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebRequest;
import io.vavr.control.Either;

/**
 * The surface on a plain-HTTP listener ({@link Surface#plainHttp()}): a request that crossed the network encrypted
 * ({@link WebRequest#secure()}) is routed as the surface routes it; any other is refused, a head over the limit
 * included, since its token has been sent in the clear all the same.
 */
final class PlainHttp implements Dispatch {

    private final Dispatch surface;
    private final Routes.Found<Route> refusing;

    PlainHttp(Dispatch surface, Route refusing) {
        this.surface = surface;
        this.refusing = new Routes.Found<>(refusing, Routes.UNROUTED);
    }

    @Override
    public Either<WebAnswer, Routes.Found<Route>> route(WebRequest request) {
        return request.secure() ? surface.route(request) : Either.right(refusing);
    }

    @Override
    public WebAnswer notFound() {
        return surface.notFound();
    }

    @Override
    public TrustedProxies trustedProxies() {
        return surface.trustedProxies();
    }

    @Override
    public RequestIdSource requestIds() {
        return surface.requestIds();
    }
}
