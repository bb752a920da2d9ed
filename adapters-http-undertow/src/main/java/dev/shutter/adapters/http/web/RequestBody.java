package dev.shutter.adapters.http.web;

import io.undertow.server.HttpServerExchange;
import io.vavr.control.Either;

/**
 * The request body of an exchange, read by {@link ReadBodyFirst} (at most {@link #LIMIT} bytes), for the binding's
 * {@code WebRequest} (the surface reads it as a form or as JSON, {@link RequestBodies}).
 */
public final class RequestBody {

    /** The largest body read: 64 KiB, far above any form this server takes. */
    public static final int LIMIT = WebRequest.BODY_LIMIT;

    private RequestBody() {}

    /** The bytes of the body, whatever its type. */
    public static Either<BodyProblem, byte[]> raw(HttpServerExchange exchange) {
        Either<BodyProblem, byte[]> body = exchange.getAttachment(ReadBodyFirst.BODY);
        if (body == null) {
            throw new IllegalStateException("the body is read by ReadBodyFirst, which did not run");
        }
        return body;
    }
}
