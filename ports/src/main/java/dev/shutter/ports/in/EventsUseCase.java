package dev.shutter.ports.in;

import dev.shutter.domain.event.EventPosition;
import io.vavr.control.Option;
import java.time.Duration;

/**
 * The events of committed changes, for the host: read a page after a position (at least once, in order,
 * never skipping one that committed late), and delete the old ones.
 */
public interface EventsUseCase {

    /** How long events are kept unless the host says otherwise. */
    Duration DEFAULT_RETENTION = Duration.ofDays(30);

    /** The largest page {@link #after} answers. */
    int MAX_PAGE = 1000;

    /**
     * At most {@code limit} (1 to {@link #MAX_PAGE}) events after {@code position}; the page's {@code next}
     * is where the following read starts.
     */
    EventPage after(EventPosition position, int limit);

    /** Deletes the events older than {@code age} (positive); how many it deleted. */
    int deleteOlderThan(Duration age);

    /** The position the reader named {@code reader} saved in storage last; none before its first save. */
    Option<EventPosition> savedPosition(String reader);

    /** Saves {@code position} in storage as the reader {@code reader}'s (1 to 255 characters). */
    void savePosition(String reader, EventPosition position);

    /**
     * Claims the reader {@code reader} (see {@link #savePosition}) for {@code holder} (1 to 255 characters)
     * for {@code lease} from now, unless another holder's claim still runs; whether {@code holder} holds it.
     * A holder renews its claim by claiming again, or by {@link #saveClaimed}; a holder that stops renewing
     * (its process died) loses the reader when the lease runs out.
     */
    boolean claim(String reader, String holder, Duration lease);

    /**
     * Saves {@code position} as the reader's and renews the claim for {@code lease}, if {@code holder} still
     * holds it; whether it did.
     */
    boolean saveClaimed(String reader, String holder, EventPosition position, Duration lease);

    /** Ends {@code holder}'s claim of {@code reader}, if it holds it. */
    void release(String reader, String holder);
}
