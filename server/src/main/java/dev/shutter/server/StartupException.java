package dev.shutter.server;

/** The server cannot start; the message says why in words an operator can act on. */
public final class StartupException extends RuntimeException {

    public StartupException(String message) {
        super(message);
    }

    public StartupException(String message, Throwable cause) {
        super(message, cause);
    }
}
