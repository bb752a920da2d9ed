package dev.shutter.server.events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * A webhook receiver started by a test: checks each delivery's Standard Webhooks signature with the
 * shared secret (its own code, not the server's), refuses with 503 while told to fail, and keeps the
 * bodies it accepted, in order.
 */
final class WebhookReceiver implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpServer server;
    private final byte[] key;
    private final List<JsonNode> accepted = new ArrayList<>();
    private final List<String> refusedIds = new ArrayList<>();
    private final AtomicInteger failuresLeft = new AtomicInteger();
    private final AtomicBoolean failing = new AtomicBoolean();
    private final AtomicInteger badSignatures = new AtomicInteger();

    private WebhookReceiver(String secret) throws IOException {
        this.key = secret.getBytes(StandardCharsets.UTF_8);
        this.server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/hooks", this::receive);
        server.start();
    }

    static WebhookReceiver start(String secret) throws IOException {
        return new WebhookReceiver(secret);
    }

    URI url() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/hooks");
    }

    /** Refuses the next {@code count} deliveries. */
    void failNext(int count) {
        failuresLeft.set(count);
    }

    /** Refuses every delivery until told otherwise. */
    void failAll(boolean on) {
        failing.set(on);
    }

    synchronized List<JsonNode> accepted() {
        return List.copyOf(accepted);
    }

    synchronized List<String> refusedIds() {
        return List.copyOf(refusedIds);
    }

    int badSignatures() {
        return badSignatures.get();
    }

    private void receive(HttpExchange exchange) throws IOException {
        byte[] bytes;
        try (InputStream in = exchange.getRequestBody()) {
            bytes = in.readAllBytes();
        }
        String body = new String(bytes, StandardCharsets.UTF_8);
        String id = exchange.getRequestHeaders().getFirst("webhook-id");
        String timestamp = exchange.getRequestHeaders().getFirst("webhook-timestamp");
        String signature = exchange.getRequestHeaders().getFirst("webhook-signature");
        if (id == null || timestamp == null || signature == null || !signedWell(id, timestamp, body, signature)) {
            badSignatures.incrementAndGet();
            answer(exchange, 400);
            return;
        }
        if (failing.get() || failuresLeft.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
            synchronized (this) {
                refusedIds.add(id);
            }
            answer(exchange, 503);
            return;
        }
        synchronized (this) {
            accepted.add(JSON.readTree(body));
        }
        answer(exchange, 204);
    }

    private boolean signedWell(String id, String timestamp, String body, String header) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            byte[] expected = mac.doFinal((id + "." + timestamp + "." + body).getBytes(StandardCharsets.UTF_8));
            for (String candidate : header.split(" ")) {
                if (candidate.startsWith("v1,")
                        && MessageDigest.isEqual(expected, Base64.getDecoder().decode(candidate.substring(3)))) {
                    return true;
                }
            }
            return false;
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return false;
        }
    }

    private static void answer(HttpExchange exchange, int status) throws IOException {
        exchange.sendResponseHeaders(status, -1);
        exchange.close();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
