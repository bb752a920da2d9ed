package dev.shutter.adapters.http.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;

/** What a handler of the surface answered, read by a test. */
public final class Answered {

    private Answered() {}

    /** The answer of {@code handler} to {@code request}, which must be complete at once (no storage waits here). */
    public static WebAnswer now(WebHandler handler, WebRequest request) {
        CompletableFuture<WebAnswer> stage = handler.answer(request).toCompletableFuture();
        assertThat(stage).isDone();
        return stage.join();
    }

    /** The body of {@code answer}, as JSON. */
    public static JsonNode json(WebAnswer answer) throws IOException {
        return Json.MAPPER.readTree(answer.body().get());
    }
}
