package dev.shutter.ports.out;

/**
 * The storage cannot be reached for now (the database is down, restarting, or out of connections): the
 * request may succeed if tried again later. Adapters throw it instead of their
 * own failure so that the HTTP adapter can answer 503 with {@code Retry-After} instead of 500. Its
 * message names the store operation, never SQL, values or credentials.
 *
 * <p>Most such failures leave nothing written. One made by {@link #mayHaveApplied} says the opposite cannot be
 * ruled out: a write was sent and its answer lost, and the store could not learn in time whether it applied
 * (the client is told to read before it tries again, rather than write twice).
 */
public final class StorageUnavailableException extends RuntimeException {

    private final boolean mayHaveApplied;

    /** The storage out of reach, with nothing of the operation applied. */
    public StorageUnavailableException(String message) {
        this(message, false);
    }

    private StorageUnavailableException(String message, boolean mayHaveApplied) {
        super(message);
        this.mayHaveApplied = mayHaveApplied;
    }

    /** The storage out of reach after a write was sent: whether it applied is not known. */
    public static StorageUnavailableException mayHaveApplied(String message) {
        return new StorageUnavailableException(message, true);
    }

    /** Whether the operation's write may have applied although it failed ({@link #mayHaveApplied(String)}). */
    public boolean mayHaveApplied() {
        return mayHaveApplied;
    }
}
