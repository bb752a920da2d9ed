package dev.shutter.ports.events;

import dev.shutter.domain.event.EventPosition;
import dev.shutter.domain.event.RecordedEvent;
import dev.shutter.ports.in.EventPage;
import dev.shutter.ports.in.EventsUseCase;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Reads Shutter's events for a host, on the host's executor: a page at a time after the host's cursor,
 * each event handed to the host's handler in order, the cursor saved after each event the handler
 * finished. An empty page waits longer each time (the idle back-off); a handler or a read that fails is
 * tried again, from the same event, after a pause that doubles (the failure back-off). Delivery is at
 * least once: an event whose handler finished but whose cursor was not saved comes again. Each read starts
 * from {@link EventCursor#claim()}, so a cursor shared by several processes is read by one at a time.
 *
 * <pre>{@code
 * EventListener listener = EventListener.builder(shutter.events(), cursor, handler, executor).start();
 * ...
 * listener.close();
 * }</pre>
 */
public final class EventListener implements AutoCloseable {

    /** The page size unless told otherwise. */
    public static final int DEFAULT_PAGE = 100;

    private static final int MOST_STEPS = 30;

    private final EventsUseCase events;
    private final EventCursor cursor;
    private final EventHandler handler;
    private final ScheduledExecutorService executor;
    private final int pageSize;
    private final Backoff idle;
    private final Backoff failing;
    private final Consumer<Exception> onFailure;

    private volatile boolean closed;
    private volatile ScheduledFuture<?> next;
    private int idleSteps;
    private int failures;

    private EventListener(Builder b) {
        this.events = b.events;
        this.cursor = b.cursor;
        this.handler = b.handler;
        this.executor = b.executor;
        this.pageSize = b.pageSize;
        this.idle = b.idle;
        this.failing = b.failing;
        this.onFailure = b.onFailure;
    }

    /** A listener that reads {@code events} after {@code cursor} into {@code handler}, on {@code executor}. */
    public static Builder builder(
            EventsUseCase events, EventCursor cursor, EventHandler handler, ScheduledExecutorService executor) {
        return new Builder(events, cursor, handler, executor);
    }

    /** Stops after the event in hand, if any; the executor stays the host's to shut down. */
    @Override
    public void close() {
        closed = true;
        ScheduledFuture<?> pending = next;
        if (pending != null) {
            pending.cancel(false);
        }
    }

    private void schedule(Duration delay) {
        if (!closed) {
            next = executor.schedule(this::poll, delay.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    private void poll() {
        if (closed) {
            return;
        }
        Duration delay;
        try {
            Option<EventPosition> claimed = cursor.claim();
            if (claimed.isEmpty()) {
                // Another process reads now; ask again after the longest idle wait.
                schedule(idle.after(MOST_STEPS));
                return;
            }
            EventPage page = events.after(claimed.get(), pageSize);
            for (RecordedEvent event : page.events()) {
                if (closed) {
                    return;
                }
                handler.handle(event);
                cursor.save(event.position());
            }
            failures = 0;
            if (page.events().size() == pageSize) {
                idleSteps = 0;
                delay = Duration.ZERO;
            } else if (page.events().isEmpty()) {
                delay = idle.after(idleSteps);
                idleSteps = Math.min(idleSteps + 1, MOST_STEPS);
            } else {
                idleSteps = 0;
                delay = idle.first();
            }
        } catch (Exception e) {
            onFailure.accept(e);
            delay = failing.after(failures);
            failures = Math.min(failures + 1, MOST_STEPS);
        }
        schedule(delay);
    }

    /** The parts of a listener; {@link #start()} begins reading at once. */
    public static final class Builder {
        private final EventsUseCase events;
        private final EventCursor cursor;
        private final EventHandler handler;
        private final ScheduledExecutorService executor;
        private int pageSize = DEFAULT_PAGE;
        private Backoff idle = new Backoff(Duration.ofMillis(100), Duration.ofSeconds(5));
        private Backoff failing = new Backoff(Duration.ofSeconds(1), Duration.ofMinutes(5));
        private Consumer<Exception> onFailure = e -> {};

        private Builder(
                EventsUseCase events, EventCursor cursor, EventHandler handler, ScheduledExecutorService executor) {
            this.events = Objects.requireNonNull(events, "events");
            this.cursor = Objects.requireNonNull(cursor, "cursor");
            this.handler = Objects.requireNonNull(handler, "handler");
            this.executor = Objects.requireNonNull(executor, "executor");
        }

        /** Events read at a time: 1 to {@link EventsUseCase#MAX_PAGE}; {@value #DEFAULT_PAGE} by default. */
        public Builder pageSize(int events) {
            if (events < 1 || events > EventsUseCase.MAX_PAGE) {
                throw new IllegalArgumentException("a page holds 1 to " + EventsUseCase.MAX_PAGE + " events");
            }
            this.pageSize = events;
            return this;
        }

        /** The wait after an empty read; 100 ms doubling to 5 s by default. */
        public Builder idleBackoff(Backoff value) {
            this.idle = Objects.requireNonNull(value, "idle back-off");
            return this;
        }

        /** The wait after a failure; 1 s doubling to 5 minutes by default. */
        public Builder failureBackoff(Backoff value) {
            this.failing = Objects.requireNonNull(value, "failure back-off");
            return this;
        }

        /** Told of each failure (of the handler, the read or the cursor) before the pause; nothing by default. */
        public Builder onFailure(Consumer<Exception> value) {
            this.onFailure = Objects.requireNonNull(value, "onFailure");
            return this;
        }

        /** Starts reading on the executor. */
        public EventListener start() {
            EventListener listener = new EventListener(this);
            listener.schedule(Duration.ZERO);
            return listener;
        }
    }
}
