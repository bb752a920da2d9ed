package dev.shutter.adapters.http.web;

import io.vavr.control.Either;
import io.vavr.control.Option;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * One HTTP request as the surface reads it, whatever web server received it: a binding implements it over its
 * own request (pac4j's {@code WebContext} is the model), reading lazily so that a request pays only for what a
 * handler reads. Everything is as sent: the path and query are not decoded (signed requests sign the raw
 * forms), and parameters are parsed by the surface ({@link Parameters}). The body has been read in full,
 * without blocking a thread, before a handler sees the request.
 */
public interface WebRequest {

    /** The largest body read: 64 KiB, far above any form this surface takes. */
    int BODY_LIMIT = 64 * 1024;

    /**
     * The largest header fields answered, each counted as {@link #headerBytes} counts it: 16 KiB, far above any
     * this surface reads. The surface refuses a request over it before any route runs ({@link RequestHead}), in
     * the shape of its area ({@link LargeHeads}).
     */
    int HEAD_LIMIT = 16 * 1024;

    /** The method, as sent ({@code GET}, {@code POST}...). */
    String method();

    /**
     * The path, as sent (not decoded), from the surface's root, without the query: from the server's root when
     * the surface is mounted there, else with {@link #mount()} taken off.
     */
    String path();

    /**
     * Where the host mounted the surface, as sent (a servlet's context path and the host's prefix, such as {@code
     * /social}): the part of the request's path before {@link #path()}; empty at the server's root.
     */
    default String mount() {
        return "";
    }

    /** The query string as sent (not decoded), or none when there is none or it is empty. */
    Option<String> rawQuery();

    /** The first value of the header {@code name} (case-insensitive), or none. */
    Option<String> header(String name);

    /** Every value of the header {@code name} (case-insensitive), in the order sent; empty when not sent. */
    List<String> headers(String name);

    /** The size of the header fields, each counted as HTTP/1.1 writes it ({@code name: value} and CRLF). */
    long headerBytes();

    /** The value of the cookie {@code name}, or none. */
    Option<String> cookie(String name);

    /** The body, at most {@link #BODY_LIMIT} bytes; empty when none was sent; a problem when it was too large. */
    Either<BodyProblem, byte[]> body();

    /** The address the request came from: the client, or the proxy in front of it. */
    InetSocketAddress client();

    /** The address the request was received on. */
    InetSocketAddress local();

    /** How the request reached the server: over TLS, forwarded by a trusted proxy that received it so, or plain. */
    Transport transport();

    /** Whether the request came over TLS, or from a trusted proxy that received it over TLS. */
    default boolean secure() {
        return transport().secure();
    }

    /** The request's id, when whatever runs in front of the surface gave it one (for logs and incidents). */
    Option<String> id();

    /**
     * Where work that may block (storage that waits on I/O, a password hash) runs, with the request's id in
     * its logging context: a worker thread of the web server, never the thread that reads connections.
     */
    Executor worker();

    /**
     * Where the rest of a request runs that waits on nothing, once a storage answered it on a thread of its own
     * (an event loop): the thread that reads the request's connection where the web server has one (Undertow's IO
     * thread), so that the answer is made where it is written; by default {@link #worker()}.
     */
    default Executor reader() {
        return worker();
    }

    /**
     * Tells the binding the template of the route that answers, finer than its {@link Routes} one ({@code
     * /v1/users/{id}/relationship} under {@code /v1/**}): what request metrics are tagged with. By default
     * nothing keeps it.
     */
    default void routedTo(String template) {}
}
