package dev.shutter.ports.out;

/**
 * The storage cannot be reached for now (the database is down, restarting, or out of connections): the
 * request may succeed if tried again later. Adapters throw it instead of their
 * own failure so that the HTTP adapter can answer 503 with {@code Retry-After} instead of 500. Its
 * message names the store operation, never SQL, values or credentials.
 */
public final class StorageUnavailableException extends RuntimeException {

    public StorageUnavailableException(String message) {
        super(message);
    }
}
