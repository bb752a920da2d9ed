package dev.shutter.server.events;

import dev.shutter.ports.events.Backoff;
import dev.shutter.ports.in.EventsUseCase;
import io.vavr.control.Option;
import java.net.URI;
import java.time.Duration;
import java.util.Objects;

/**
 * What the server does with Shutter's events: POST each to {@code webhookUrl}, signed with {@code
 * webhookSecret} (both or neither), retrying with {@code webhookBackoff}; and delete those older than
 * {@code retention}.
 */
public record EventOptions(
        Option<URI> webhookUrl, Option<String> webhookSecret, Duration retention, Backoff webhookBackoff) {

    /** The shortest webhook secret accepted: a receiver's only proof that a delivery is the server's. */
    public static final int MIN_SECRET = 16;

    /** Retries after a failed delivery: 1 s doubling to 10 minutes. */
    public static final Backoff DEFAULT_BACKOFF = new Backoff(Duration.ofSeconds(1), Duration.ofMinutes(10));

    public EventOptions {
        Objects.requireNonNull(webhookUrl, "webhookUrl");
        Objects.requireNonNull(webhookSecret, "webhookSecret");
        Objects.requireNonNull(retention, "retention");
        Objects.requireNonNull(webhookBackoff, "webhookBackoff");
        if (webhookUrl.isDefined() != webhookSecret.isDefined()) {
            throw new IllegalArgumentException("--webhook-url and --webhook-secret go together");
        }
        if (webhookSecret.exists(s -> s.length() < MIN_SECRET)) {
            throw new IllegalArgumentException("--webhook-secret must be at least " + MIN_SECRET + " characters");
        }
        if (retention.isNegative() || retention.isZero()) {
            throw new IllegalArgumentException("--event-retention must be positive");
        }
    }

    /** No webhooks; events kept {@link EventsUseCase#DEFAULT_RETENTION}. */
    public static EventOptions defaults() {
        return new EventOptions(Option.none(), Option.none(), EventsUseCase.DEFAULT_RETENTION, DEFAULT_BACKOFF);
    }

    /** The same with webhooks to {@code url}, signed with {@code secret}. */
    public EventOptions withWebhook(URI url, String secret) {
        return new EventOptions(Option.some(url), Option.some(secret), retention, webhookBackoff);
    }

    /** The same with another back-off between delivery attempts. */
    public EventOptions withBackoff(Backoff backoff) {
        return new EventOptions(webhookUrl, webhookSecret, retention, backoff);
    }

    /** Never the secret. */
    @Override
    public String toString() {
        return "EventOptions[webhookUrl=" + webhookUrl.map(URI::getHost).getOrElse("none") + ", retention=" + retention
                + "]";
    }
}
