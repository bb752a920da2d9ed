package dev.shutter.ports.service;

import dev.shutter.ports.in.Operation;
import dev.shutter.ports.in.OperationObserver;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * How the services tell the host's {@link OperationObserver} what each operation did, once: a right answer
 * as done, a left one as refused, a throw as failed, timed by the clock's {@link TimeSource#nanoTime()}.
 * Without an observer nothing is read or called. The {@code /v1} services (authentication, relationships,
 * comments) spell out {@link #start}, {@link #answered} and {@link #failed} rather than pass a lambda to
 * {@link #either}, so that no lambda is made per request. The observer is called after the work, outside its
 * {@code try}, so that an observer that throws is not observed again as the operation's failure.
 */
final class Observing {

    private final OperationObserver observer;
    private final TimeSource clock;
    private final boolean off;

    /** Observations of operations by {@code observer}, timed on {@code clock}. */
    Observing(OperationObserver observer, TimeSource clock) {
        this.observer = observer;
        this.clock = clock;
        this.off = observer == OperationObserver.NONE;
    }

    /** When an operation starts, to pass to what observes its end. */
    long start() {
        return off ? 0 : clock.nanoTime();
    }

    /** {@code answer} observed: done when right, refused when left. */
    <L, R> Either<L, R> answered(Operation operation, Object subject, long start, Either<L, R> answer) {
        if (!off) {
            long took = clock.nanoTime() - start;
            if (answer.isRight()) {
                observer.done(operation, subject, answer.get(), took);
            } else {
                observer.refused(operation, subject, answer.getLeft(), took);
            }
        }
        return answer;
    }

    /** {@code result} observed as done. */
    <T> T done(Operation operation, Object subject, long start, T result) {
        if (!off) {
            observer.done(operation, subject, result, clock.nanoTime() - start);
        }
        return result;
    }

    /** {@code error}, which the operation threw, observed as its failure. */
    void failed(Operation operation, Object subject, long start, Throwable error) {
        if (!off) {
            observer.failed(operation, subject, error, clock.nanoTime() - start);
        }
    }

    /**
     * {@code stage}, whose answer ({@code answer} of what it completes with) is observed when it completes:
     * the same stage when nothing observes, else one more that completes alike.
     */
    <T> CompletionStage<T> completion(
            Operation operation,
            Object subject,
            long start,
            CompletionStage<T> stage,
            Function<? super T, ? extends Either<?, ?>> answer) {
        if (off) {
            return stage;
        }
        return stage.whenComplete((result, error) -> {
            if (error == null) {
                answered(operation, subject, start, answer.apply(result));
            } else {
                failed(
                        operation,
                        subject,
                        start,
                        error instanceof CompletionException && error.getCause() != null ? error.getCause() : error);
            }
        });
    }

    /** {@code work}'s answer, observed. */
    <L, R> Either<L, R> either(Operation operation, Object subject, Supplier<Either<L, R>> work) {
        long start = start();
        Either<L, R> answer;
        try {
            answer = work.get();
        } catch (RuntimeException | Error e) {
            failed(operation, subject, start, e);
            throw e;
        }
        return answered(operation, subject, start, answer);
    }

    /** {@code work}'s result, observed as done. */
    <T> T value(Operation operation, Object subject, Supplier<T> work) {
        long start = start();
        T result;
        try {
            result = work.get();
        } catch (RuntimeException | Error e) {
            failed(operation, subject, start, e);
            throw e;
        }
        return done(operation, subject, start, result);
    }

    /** {@code work} run, observed as done (with no result). */
    void run(Operation operation, Object subject, Runnable work) {
        long start = start();
        try {
            work.run();
        } catch (RuntimeException | Error e) {
            failed(operation, subject, start, e);
            throw e;
        }
        done(operation, subject, start, null);
    }
}
