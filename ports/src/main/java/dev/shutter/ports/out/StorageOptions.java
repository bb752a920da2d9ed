package dev.shutter.ports.out;

import java.time.Duration;

/**
 * What a server asks of the storage it opens, beyond its spec ({@link StorageProvider#open(String,
 * StorageOptions)}).
 *
 * @param eventLoops how many event loops a storage over a network opens to send its authenticated reads
 *     without holding a thread ({@link Storage#authenticated}), one connection each; 0 for none, and a
 *     storage that cannot send reads ignores it
 * @param timeout how long a statement or a read over a network may take before it fails as the storage
 *     unavailable; a storage that does not wait on a network ignores it
 */
public record StorageOptions(int eventLoops, Duration timeout) {

    /** The timeout unless told otherwise: a web request's patience. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(5);

    /** No event loops: every read holds a thread while the storage answers. */
    public static final StorageOptions BLOCKING = new StorageOptions(0);

    public StorageOptions {
        if (eventLoops < 0) {
            throw new IllegalArgumentException("eventLoops must not be negative");
        }
        if (timeout == null || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive");
        }
    }

    /** {@code eventLoops} event loops, the default timeout. */
    public StorageOptions(int eventLoops) {
        this(eventLoops, DEFAULT_TIMEOUT);
    }
}
