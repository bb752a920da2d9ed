package dev.shutter.adapters.http.web;

import io.vavr.control.Either;

/**
 * What a binding asks of the surface, and all it asks: which route answers a request (or the answer itself, when
 * no route may run: the catalogue's 404, a head over the limit), what answers a path outside the surface's mount,
 * whose word on TLS counts, and where a request's id comes from. {@code dev.shutter.adapters.http.Surface} is the one a host serves; a binding's
 * tests give their own.
 */
public interface Dispatch {

    /** The route of {@code request} (its {@link WebRequest#path()} from the surface's root), or the answer. */
    Either<WebAnswer, Routes.Found<Route>> route(WebRequest request);

    /** The answer to a path no route takes. */
    WebAnswer notFound();

    /** The proxies whose {@code X-Forwarded-Proto: https} counts. */
    TrustedProxies trustedProxies();

    /** Where each request's id comes from. */
    RequestIdSource requestIds();
}
