package dev.shutter.adapters.http;

import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebHandler;
import dev.shutter.adapters.http.web.WebRequest;
import java.util.concurrent.CompletionStage;
import java.util.function.BooleanSupplier;

/**
 * {@code GET /health}: 200 {@code {"status":"up","storage":"up"}} while the server takes requests and its
 * storage answers; 503 {@code {"status":"unavailable","storage":"unavailable"}} with {@code Retry-After}
 * while the storage cannot be reached, so that a load balancer's readiness check takes the node out.
 */
public final class HealthHandler implements WebHandler {

    /** Where it is served. */
    public static final String PATH = "/health";

    private final BooleanSupplier storageReachable;

    /** {@code storageReachable}: a probe's last answer; it must not wait on I/O. */
    public HealthHandler(BooleanSupplier storageReachable) {
        this.storageReachable = storageReachable;
    }

    @Override
    public CompletionStage<WebAnswer> answer(WebRequest request) {
        boolean ready = storageReachable.getAsBoolean();
        var body = Json.object();
        body.put("status", ready ? "up" : "unavailable");
        body.put("storage", ready ? "up" : "unavailable");
        WebAnswer answer = WebAnswer.json(ready ? 200 : 503, body);
        return (ready ? answer : answer.with("Retry-After", String.valueOf(Incidents.RETRY_AFTER_SECONDS))).now();
    }
}
