package dev.shutter.adapters.http.web;

import dev.shutter.adapters.http.undertow.UndertowRequest;
import io.undertow.server.HttpServerExchange;
import io.vavr.control.Either;

/**
 * The request body of an exchange, read by {@link ReadBodyFirst} (at most {@link #LIMIT} bytes), as a form or
 * as JSON ({@link RequestBodies}), for the handlers not yet on the surface's model.
 */
public final class RequestBody {

    /** The largest body read: 64 KiB, far above any form this server takes. */
    public static final int LIMIT = WebRequest.BODY_LIMIT;

    private RequestBody() {}

    /** The form parameters of the body ({@link RequestBodies#form}). */
    public static Either<BodyProblem, Parameters> form(HttpServerExchange exchange) {
        return RequestBodies.form(UndertowRequest.of(exchange));
    }

    /** The bytes of the body, whatever its type. */
    public static Either<BodyProblem, byte[]> raw(HttpServerExchange exchange) {
        Either<BodyProblem, byte[]> body = exchange.getAttachment(ReadBodyFirst.BODY);
        if (body == null) {
            throw new IllegalStateException("the body is read by ReadBodyFirst, which did not run");
        }
        return body;
    }
}
