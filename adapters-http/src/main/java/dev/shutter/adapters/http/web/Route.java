package dev.shutter.adapters.http.web;

import java.util.Objects;

/**
 * A handler and where a binding calls it: on the thread that read the request (it answers at once, or from a
 * stage the storage completes, never waiting), or on a worker thread ({@link #mayBlock}: it may wait on the
 * storage or hash a password).
 */
public record Route(WebHandler handler, boolean mayBlock) {

    public Route {
        Objects.requireNonNull(handler, "handler");
    }

    /**
     * A handler that never blocks: called on the thread that read the request; what may block it hands to {@link
     * WebRequest#worker()} itself (the API does, for its writes on a storage that waits on I/O).
     */
    public static Route nonBlocking(WebHandler handler) {
        return new Route(handler, false);
    }

    /** A handler that may block: called on a worker thread. */
    public static Route blocking(WebHandler handler) {
        return new Route(handler, true);
    }
}
