package dev.shutter.server.events;

import dev.shutter.domain.event.EventPosition;
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
 * ones back until it takes this one, so each user's events arrive in the order they happened. The nodes of
 * a cluster share the position: one at a time holds it (a claim renewed with each delivery, released at a
 * stop, taken over {@link #LEASE} after a node died), so each event goes out from one node.
 */
public final class ServerEvents implements AutoCloseable {

    /** The name the webhooks' position is kept under. */
    public static final String WEBHOOK_READER = "webhooks";

    private static final Logger LOG = LoggerFactory.getLogger("dev.shutter.events");
    /**
     * How long a node's claim of the webhooks lasts unless renewed: longer than one delivery may take (the
     * connection and the answer, ten seconds each), so that no other node sends an event while the holder is
     * still sending it; and the longest the webhooks pause after the holder died.
     */
    public static final Duration LEASE = Duration.ofSeconds(30);

    private static final Backoff IDLE = new Backoff(Duration.ofMillis(200), Duration.ofSeconds(2));

    private final ScheduledExecutorService executor;
    private final Option<EventListener> webhooks;
    private final EventsUseCase events;
    private final String holder;

    private ServerEvents(
            ScheduledExecutorService executor, Option<EventListener> webhooks, EventsUseCase events, String holder) {
        this.executor = executor;
        this.webhooks = webhooks;
        this.events = events;
        this.holder = holder;
    }

    /**
     * Starts the retention and, if configured, the webhooks, claimed as {@code holder}: a name no other
     * process on the same storage uses.
     */
    public static ServerEvents start(EventsUseCase events, EventOptions options, TimeSource clock, String holder) {
        ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "shutter-events");
            thread.setDaemon(true);
            return thread;
        });
        executor.scheduleWithFixedDelay(() -> prune(events, options.retention()), 0, 1, TimeUnit.HOURS);
        Option<EventListener> webhooks = options.webhookUrl()
                .map(url -> EventListener.builder(
                                events,
                                announced(EventCursor.claimedBy(events, WEBHOOK_READER, holder, LEASE), holder),
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
        return new ServerEvents(executor, webhooks, events, holder);
    }

    /**
     * Stops the webhooks after the delivery in hand and the retention, then lets go of the webhooks' claim so
     * that another node delivers at once.
     */
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
        if (webhooks.isDefined()) {
            try {
                events.release(WEBHOOK_READER, holder);
            } catch (RuntimeException e) {
                LOG.warn(
                        "could not release the webhooks ({}); another node takes them over within {}",
                        e.getClass().getSimpleName(),
                        LEASE);
            }
        }
    }

    /** The same cursor, telling the log when this node starts or stops delivering the webhooks. */
    private static EventCursor announced(EventCursor shared, String holder) {
        return new EventCursor() {
            private boolean holding;

            @Override
            public Option<EventPosition> claim() {
                Option<EventPosition> claimed = shared.claim();
                if (claimed.isDefined() != holding) {
                    holding = claimed.isDefined();
                    if (holding) {
                        LOG.info("this node ({}) delivers the webhooks now", holder);
                    } else {
                        LOG.info("another node delivers the webhooks now");
                    }
                }
                return claimed;
            }

            @Override
            public EventPosition load() {
                return shared.load();
            }

            @Override
            public void save(EventPosition position) {
                shared.save(position);
            }
        };
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
