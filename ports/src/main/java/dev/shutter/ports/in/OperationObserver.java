package dev.shutter.ports.in;

/**
 * Sees what each operation of the use cases did, once it did it: the one place where a host counts, times
 * or traces them (the bundled server's metrics are one), given to {@code Shutter.builder(...).observer(...)}.
 * Every call of a use-case method, through {@code shutter.as(token)} or the use cases themselves, is
 * observed exactly once, on the thread that finished it, with how long it took in nanoseconds by the
 * builder's clock ({@code TimeSource.nanoTime()}). A token's operation is observed as its {@link
 * Operation#AUTHENTICATE} and then, if that let it through, as the operation itself.
 *
 * <p>An observer is called on the request's path: it must be quick, must not block and must not throw
 * (what it throws reaches the caller of the operation). The {@code subject} and the result are the
 * operation's own objects, not copies; {@link Operation} says what each subject is.
 */
public interface OperationObserver {

    /** Observes nothing: the default, at no cost. */
    OperationObserver NONE = new OperationObserver() {};

    /** {@code operation} was done and answered {@code result} (null for an operation that answers nothing). */
    default void done(Operation operation, Object subject, Object result, long nanos) {}

    /**
     * {@code operation} was refused by a rule and changed nothing: {@code failure} is the use case's
     * failure (a {@code Failure} of the catalogue, or a {@code TokenFailure}, {@code AuthorizationFailure},
     * {@link LoginFailure} or {@link OperatorFailure}, as the use case answers).
     */
    default void refused(Operation operation, Object subject, Object failure, long nanos) {}

    /**
     * {@code operation} threw instead of answering: a {@code StorageUnavailableException} when the storage
     * could not be reached (the answer is then the catalogue's 503), anything else a bug.
     */
    default void failed(Operation operation, Object subject, Throwable error, long nanos) {}
}
