package dev.shutter.ports.in;

import dev.shutter.domain.Failure;
import dev.shutter.ports.out.ReadAhead;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.function.BiFunction;

/**
 * A read of a token's request as its use case prepares it before the caller is known: what it reads of the
 * storage, declared here once, so that a store over a network reads it with the request's authentication
 * ({@link AuthenticateRequestUseCase#authenticate}); and the read itself, which takes what was read with the
 * authentication when it is that very read for that caller, and reads for itself otherwise.
 */
public final class PreparedRead<T> {

    private final ReadAhead read;
    private final BiFunction<Caller, Option<ReadAhead.Answer>, Either<Failure, T>> run;

    public PreparedRead(ReadAhead read, BiFunction<Caller, Option<ReadAhead.Answer>, Either<Failure, T>> run) {
        this.read = Objects.requireNonNull(read, "read");
        this.run = Objects.requireNonNull(run, "run");
    }

    /** What the read reads of the storage, for the storage to read with the authentication. */
    public ReadAhead read() {
        return read;
    }

    /** The read for {@code caller}, with what was read with the authentication (none: it reads for itself). */
    public Either<Failure, T> apply(Caller caller, Option<ReadAhead.Answer> answer) {
        return run.apply(caller, answer);
    }

    /** The read for {@code caller}, reading for itself. */
    public Either<Failure, T> apply(Caller caller) {
        return run.apply(caller, Option.none());
    }

    /** The same read with its result turned by {@code f}. */
    public <U> PreparedRead<U> map(java.util.function.Function<T, U> f) {
        return new PreparedRead<>(
                read, (caller, answer) -> run.apply(caller, answer).map(f));
    }
}
