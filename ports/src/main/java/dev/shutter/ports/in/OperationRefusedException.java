package dev.shutter.ports.in;

import dev.shutter.domain.Failure;
import java.util.Objects;

/**
 * An operation's refusal, thrown by {@link Outcome#orElseThrow()} for a host that answers failures in one
 * exception handler: {@link #failure()} is the catalogue's entry, its message the catalogue's message.
 */
public final class OperationRefusedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient Failure failure;

    public OperationRefusedException(Failure failure) {
        super(Objects.requireNonNull(failure, "failure").message(), null, false, false);
        this.failure = failure;
    }

    /** The refusal: {@code code()}, {@code errorType()} and {@code message()} of the catalogue. */
    public Failure failure() {
        return failure;
    }
}
