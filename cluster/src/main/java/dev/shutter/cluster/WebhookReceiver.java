package dev.shutter.cluster;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.Executors;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The webhook receiver of the run, on loopback: checks each delivery's Standard Webhooks signature (a
 * delivery that fails it is refused with 401 and counted), records the {@code webhook-id} of each in the
 * order they came, and answers 204. It keeps duplicates: the checks count them.
 */
final class WebhookReceiver implements AutoCloseable {

    private final HttpServer server;
    private final byte[] secret;
    private final List<String> arrivals = new ArrayList<>();
    private int badSignatures;

    WebhookReceiver(String secret) throws IOException {
        this.secret = secret.getBytes(StandardCharsets.UTF_8);
        this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
        server.createContext("/hook", this::receive);
        server.setExecutor(Executors.newFixedThreadPool(4));
        server.start();
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/hook";
    }

    synchronized List<String> arrivals() {
        return List.copyOf(arrivals);
    }

    synchronized int badSignatures() {
        return badSignatures;
    }

    private void receive(HttpExchange exchange) throws IOException {
        try (exchange;
                InputStream in = exchange.getRequestBody()) {
            String body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            String id = exchange.getRequestHeaders().getFirst("webhook-id");
            String timestamp = exchange.getRequestHeaders().getFirst("webhook-timestamp");
            String signature = exchange.getRequestHeaders().getFirst("webhook-signature");
            boolean genuine = id != null
                    && timestamp != null
                    && signature != null
                    && MessageDigest.isEqual(
                            signature.getBytes(StandardCharsets.US_ASCII),
                            ("v1," + sign(id + "." + timestamp + "." + body)).getBytes(StandardCharsets.US_ASCII));
            synchronized (this) {
                if (genuine) {
                    arrivals.add(id);
                } else {
                    badSignatures++;
                }
            }
            exchange.sendResponseHeaders(genuine ? 204 : 401, -1);
        }
    }

    private String sign(String content) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret, "HmacSHA256"));
            return Base64.getEncoder().encodeToString(mac.doFinal(content.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
