package dev.shutter.server.events;

import dev.shutter.domain.event.RecordedEvent;
import dev.shutter.ports.events.EventHandler;
import dev.shutter.ports.out.TimeSource;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * POSTs one event to the webhook URL, signed; any answer but 2xx, or none within ten seconds, is a
 * failure, and the listener sends the same event again later. The receiver should treat the {@code
 * webhook-id} as an idempotency key: delivery is at least once.
 */
public final class WebhookSender implements EventHandler {

    /** How long a receiver may take to answer. */
    static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final URI url;
    private final WebhookSignature signature;
    private final TimeSource clock;
    private final HttpClient client;

    public WebhookSender(URI url, WebhookSignature signature, TimeSource clock) {
        this.url = url;
        this.signature = signature;
        this.clock = clock;
        this.client = HttpClient.newBuilder()
                .connectTimeout(TIMEOUT)
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }

    @Override
    public void handle(RecordedEvent event) throws IOException, InterruptedException {
        String body = WebhookBody.of(event);
        String id = "evt_" + event.id();
        long timestamp = clock.now().getEpochSecond();
        HttpRequest request = HttpRequest.newBuilder(url)
                .timeout(TIMEOUT)
                .header("Content-Type", "application/json")
                .header("User-Agent", "Shutter-Webhooks")
                .header("webhook-id", id)
                .header("webhook-timestamp", Long.toString(timestamp))
                .header("webhook-signature", signature.sign(id, timestamp, body))
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        HttpResponse<Void> response = client.send(request, HttpResponse.BodyHandlers.discarding());
        if (response.statusCode() / 100 != 2) {
            throw new WebhookRefused(response.statusCode());
        }
    }

    /** The receiver answered, but not with 2xx. */
    static final class WebhookRefused extends IOException {
        private static final long serialVersionUID = 1L;

        WebhookRefused(int status) {
            super("the receiver answered " + status);
        }
    }
}
