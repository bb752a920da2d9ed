package dev.shutter.server.events;

import dev.shutter.ports.events.Backoff;
import dev.shutter.ports.events.EventCursor;
import dev.shutter.ports.events.EventListener;
import dev.shutter.ports.in.EventsUseCase;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server's work on events, on one thread of its own: the retention (at start, then hourly) and, when
 * asked, the webhooks, whose position is kept in storage under {@value #WEBHOOK_READER} so that a restart
 * resumes there. Every event goes out in order, one at a time: a receiver that fails holds the later
 * ones back until it takes this one, so each user's events arrive in the order they happened.
 */
public final class ServerEvents implements AutoCloseable {

    /** The name the webhooks' position is kept under. */
    public static final String WEBHOOK_READER = "webhooks";

    private static final Logger LOG = LoggerFactory.getLogger("dev.shutter.events");
    private static final Backoff IDLE = new Backoff(Duration.ofMillis(200), Duration.ofSeconds(2));

    private final ScheduledExecutorService executor;
    private final Option<EventListener> webhooks;

    private ServerEvents(ScheduledExecutorService executor, Option<EventListener> webhooks) {
        this.executor = executor;
        this.webhooks = webhooks;
    }

    /** Starts the retention and, if configured, the webhooks. */
    public static ServerEvents start(EventsUseCase events, EventOptions options, TimeSource clock) {
        ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "shutter-events");
            thread.setDaemon(true);
            return thread;
        });
        executor.scheduleWithFixedDelay(() -> prune(events, options.retention()), 0, 1, TimeUnit.HOURS);
        Option<EventListener> webhooks = options.webhookUrl()
                .map(url -> EventListener.builder(
                                events,
                                EventCursor.keptBy(events, WEBHOOK_READER),
                                new WebhookSender(
                                        url,
                                        new WebhookSignature(
                                                options.webhookSecret().get()),
                                        clock),
                                executor)
                        .idleBackoff(IDLE)
                        .failureBackoff(options.webhookBackoff())
                        .onFailure(ServerEvents::deliveryFailed)
                        .start());
        return new ServerEvents(executor, webhooks);
    }

    /** Stops the webhooks after the delivery in hand and the retention. */
    @Override
    public void close() {
        webhooks.forEach(EventListener::close);
        executor.shutdown();
        try {
            if (!executor.awaitTermination(WebhookSender.TIMEOUT.toSeconds() + 1, TimeUnit.SECONDS)) {
                executor.shutdownNow();
            }
        } catch (InterruptedException e) {
            executor.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }

    private static void prune(EventsUseCase events, Duration retention) {
        try {
            int deleted = events.deleteOlderThan(retention);
            if (deleted > 0) {
                LOG.info("deleted {} events older than {}", deleted, retention);
            }
        } catch (RuntimeException e) {
            LOG.warn(
                    "deleting old events failed ({}); trying again in an hour",
                    e.getClass().getSimpleName());
        }
    }

    /** One line, no stack trace: the message of a refusal is ours; any other failure is named by its class. */
    private static void deliveryFailed(Exception e) {
        String why = e instanceof WebhookSender.WebhookRefused
                ? e.getMessage()
                : e.getClass().getSimpleName();
        LOG.warn("webhook delivery failed ({}); trying the same event again later", why);
    }
}
