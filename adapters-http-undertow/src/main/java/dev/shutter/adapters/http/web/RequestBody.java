package dev.shutter.adapters.http.web;

import io.undertow.server.HttpServerExchange;
import io.undertow.server.RequestTooBigException;
import io.undertow.util.Headers;
import io.undertow.util.Protocols;
import io.vavr.control.Either;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** Reads a request body of at most {@link #LIMIT} bytes, on a worker thread in blocking mode. */
public final class RequestBody {

    /** The largest body read: 64 KiB, far above any form this server takes. */
    public static final int LIMIT = 64 * 1024;

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

    /** The media type of the body, lower case, without parameters; null when not sent. */
    public static String contentType(HttpServerExchange exchange) {
        String header = exchange.getRequestHeaders().getFirst(Headers.CONTENT_TYPE);
        if (header == null) {
            return null;
        }
        int semicolon = header.indexOf(';');
        return (semicolon < 0 ? header : header.substring(0, semicolon)).trim().toLowerCase(Locale.ROOT);
    }

    /**
     * An oversized body is not read further: an HTTP/1 connection closes after the answer (HTTP/2 resets
     * just the stream).
     */
    private static Either<BodyProblem, byte[]> tooLarge(HttpServerExchange exchange) {
        if (!exchange.getProtocol().equals(Protocols.HTTP_2_0)) {
            exchange.setPersistent(false);
        }
        return Either.left(BodyProblem.tooLarge());
    }

    private static Either<BodyProblem, byte[]> read(HttpServerExchange exchange) {
        if (exchange.getRequestContentLength() > LIMIT) {
            return tooLarge(exchange);
        }
        if (exchange.getRequestContentLength() == 0) {
            return Either.right(new byte[0]);
        }
        try {
            // Not closed here: closing drains the rest, and an oversized body is better left unread.
            if (!exchange.isBlocking()) {
                exchange.startBlocking();
            }
            InputStream in = exchange.getInputStream();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            int n;
            while ((n = in.read(buffer)) != -1) {
                out.write(buffer, 0, n);
                if (out.size() > LIMIT) {
                    return tooLarge(exchange);
                }
            }
            return Either.right(out.toByteArray());
        } catch (RequestTooBigException e) {
            return tooLarge(exchange);
        } catch (IOException e) {
            throw new UncheckedIOException("the request body could not be read", e);
        }
    }
}
