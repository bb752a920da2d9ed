package dev.shutter.adapters.http.servlet;

import dev.shutter.adapters.http.web.RequestIdSource;
import dev.shutter.adapters.http.web.WebAnswer;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/** Writes a {@link WebAnswer} to a servlet response as it is: status, header fields in order, body. */
final class ServletAnswers {

    private ServletAnswers() {}

    /**
     * Writes {@code answer} and commits it, so that no error page of the container's replaces an answer without
     * a body. A field the answer names replaces any the response had; a name the answer repeats is added again
     * ({@code Set-Cookie}).
     */
    static void write(HttpServletResponse response, WebAnswer answer) throws IOException {
        response.setStatus(answer.status());
        Set<String> named = new HashSet<>();
        for (WebAnswer.Header header : answer.headers()) {
            if (named.add(header.name().toLowerCase(Locale.ROOT))) {
                response.setHeader(header.name(), header.value());
            } else {
                response.addHeader(header.name(), header.value());
            }
        }
        if (answer.body().isDefined()) {
            byte[] body = answer.body().get();
            response.setContentLength(body.length);
            response.getOutputStream().write(body);
        } else if (answer.status() != 204 && answer.status() != 304) {
            response.setContentLength(0);
        }
        response.flushBuffer();
    }

    /** A handler's bug (handlers answer their failures): a 500 without a body, as the Undertow binding answers. */
    static void failed(HttpServletResponse response) throws IOException {
        if (!response.isCommitted()) {
            String id = response.getHeader(RequestIdSource.HEADER);
            response.reset();
            if (id != null) {
                response.setHeader(RequestIdSource.HEADER, id);
            }
            response.setStatus(500);
            response.setContentLength(0);
            response.flushBuffer();
        }
    }
}
