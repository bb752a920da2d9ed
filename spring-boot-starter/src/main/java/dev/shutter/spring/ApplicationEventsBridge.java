package dev.shutter.spring;

import dev.shutter.ports.Shutter;
import dev.shutter.ports.events.EventCursor;
import dev.shutter.ports.events.EventListener;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.SmartLifecycle;

/**
 * Publishes each of Shutter's events (its {@code DomainEvent}: {@code Followed}, {@code CommentPosted}...) to the
 * application's listeners ({@code @EventListener void on(Followed followed)}), in order and at least once, through
 * Shutter's own {@link EventListener}: the position is kept in Shutter's storage under the reader's name and
 * claimed by one process of the application at a time, so a restart resumes after the last event published, and
 * a listener that throws gets the same event again after a pause. It starts once the application's beans are all
 * made (so every listener hears the first event) and stops with the application.
 */
final class ApplicationEventsBridge implements SmartLifecycle {

    private static final Log LOG = LogFactory.getLog(ApplicationEventsBridge.class);

    private static final Duration STOP_WAIT = Duration.ofSeconds(5);

    private final Shutter shutter;
    private final ApplicationEventPublisher publisher;
    private final ShutterProperties.Events settings;
    private ScheduledExecutorService executor;
    private EventListener listener;

    ApplicationEventsBridge(Shutter shutter, ApplicationEventPublisher publisher, ShutterProperties.Events settings) {
        this.shutter = shutter;
        this.publisher = publisher;
        this.settings = settings;
    }

    @Override
    public synchronized void start() {
        executor = DaemonThread.named("shutter-events");
        String holder = ManagementFactory.getRuntimeMXBean().getName() + "/" + UUID.randomUUID();
        EventCursor cursor = EventCursor.claimedBy(shutter.events(), settings.reader(), holder, settings.lease());
        listener = EventListener.builder(
                        shutter.events(), cursor, recorded -> publisher.publishEvent(recorded.event()), executor)
                .onFailure(e -> LOG.warn("Publishing Shutter's events failed ("
                        + e.getClass().getName() + "); the same event is published again after a pause"))
                .start();
    }

    /** Stops reading, and waits a little for the event in hand, so that the storage closes after it. */
    @Override
    public synchronized void stop() {
        if (listener != null) {
            listener.close();
            executor.shutdown();
            listener = null;
            try {
                executor.awaitTermination(STOP_WAIT.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public synchronized boolean isRunning() {
        return listener != null;
    }
}
