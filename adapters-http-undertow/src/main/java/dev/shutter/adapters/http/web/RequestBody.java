package dev.shutter.adapters.http.web;

import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import io.vavr.control.Either;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** The request body, read by {@link ReadBodyFirst} (at most {@link #LIMIT} bytes), as a form or as JSON. */
public final class RequestBody {

    /** The largest body read: 64 KiB, far above any form this server takes. */
    public static final int LIMIT = WebRequest.BODY_LIMIT;

    /** The form content type. */
    public static final String FORM = "application/x-www-form-urlencoded";

    /** The JSON content type. */
    public static final String JSON = "application/json";

    private RequestBody() {}

    /**
     * The form parameters of the body. An empty body is no parameters whatever its type; a non-empty one
     * must be a form.
     */
    public static Either<BodyProblem, Parameters> form(HttpServerExchange exchange) {
        return read(exchange).flatMap(bytes -> {
            if (bytes.length == 0) {
                return Either.right(Parameters.EMPTY);
            }
            String type = contentType(exchange);
            if (!FORM.equals(type)) {
                return Either.left(BodyProblem.wrongType(FORM, type));
            }
            return Parameters.parse(new String(bytes, StandardCharsets.ISO_8859_1), "form body")
                    .mapLeft(BodyProblem::malformed);
        });
    }

    /** The bytes of a JSON body; it must say it is JSON. */
    public static Either<BodyProblem, byte[]> json(HttpServerExchange exchange) {
        return read(exchange).flatMap(bytes -> {
            String type = contentType(exchange);
            if (bytes.length > 0 && !JSON.equals(type)) {
                return Either.left(BodyProblem.wrongType(JSON, type));
            }
            return Either.right(bytes);
        });
    }

    /** The bytes of the body, whatever its type. */
    public static Either<BodyProblem, byte[]> raw(HttpServerExchange exchange) {
        return read(exchange);
    }

    /** The media type of the body, lower case, without parameters; null when not sent. */
    public static String contentType(HttpServerExchange exchange) {
        String header = exchange.getRequestHeaders().getFirst(Headers.CONTENT_TYPE);
        if (header == null) {
            return null;
        }
        int semicolon = header.indexOf(';');
        return (semicolon < 0 ? header : header.substring(0, semicolon)).trim().toLowerCase(Locale.ROOT);
    }

    private static Either<BodyProblem, byte[]> read(HttpServerExchange exchange) {
        Either<BodyProblem, byte[]> body = exchange.getAttachment(ReadBodyFirst.BODY);
        if (body == null) {
            throw new IllegalStateException("the body is read by ReadBodyFirst, which did not run");
        }
        return body;
    }
}
