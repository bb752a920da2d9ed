package dev.shutter.ports.out;

/**
 * What a server asks of the storage it opens, beyond its spec ({@link StorageProvider#open(String,
 * StorageOptions)}).
 *
 * @param eventLoops how many event loops a storage over a network opens to send its authenticated reads
 *     without holding a thread ({@link Storage#bearerCountingSent}), one connection each; 0 for none, and a
 *     storage that cannot send reads ignores it
 */
public record StorageOptions(int eventLoops) {

    /** No event loops: every read holds a thread while the storage answers. */
    public static final StorageOptions BLOCKING = new StorageOptions(0);

    public StorageOptions {
        if (eventLoops < 0) {
            throw new IllegalArgumentException("eventLoops must not be negative");
        }
    }
}
