package dev.shutter.adapters.http.web;

import io.vavr.control.Either;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** The body of a {@link WebRequest} as a form or as JSON, each refused in its own words when it is not one. */
public final class RequestBodies {

    /** The form content type. */
    public static final String FORM = "application/x-www-form-urlencoded";

    /** The JSON content type. */
    public static final String JSON = "application/json";

    private RequestBodies() {}

    /**
     * The form parameters of the body. An empty body is no parameters whatever its type; a non-empty one
     * must be a form.
     */
    public static Either<BodyProblem, Parameters> form(WebRequest request) {
        return request.body().flatMap(bytes -> {
            if (bytes.length == 0) {
                return Either.right(Parameters.EMPTY);
            }
            String type = contentType(request).getOrNull();
            if (!FORM.equals(type)) {
                return Either.left(BodyProblem.wrongType(FORM, type));
            }
            return Parameters.parse(new String(bytes, StandardCharsets.ISO_8859_1), "form body")
                    .mapLeft(BodyProblem::malformed);
        });
    }

    /** The bytes of a JSON body; it must say it is JSON. */
    public static Either<BodyProblem, byte[]> json(WebRequest request) {
        return request.body().flatMap(bytes -> {
            String type = contentType(request).getOrNull();
            if (bytes.length > 0 && !JSON.equals(type)) {
                return Either.left(BodyProblem.wrongType(JSON, type));
            }
            return Either.right(bytes);
        });
    }

    /** The media type of the body, lower case, without parameters; none when not sent. */
    public static Option<String> contentType(WebRequest request) {
        return request.header("Content-Type").map(header -> {
            int semicolon = header.indexOf(';');
            return (semicolon < 0 ? header : header.substring(0, semicolon))
                    .trim()
                    .toLowerCase(Locale.ROOT);
        });
    }
}
