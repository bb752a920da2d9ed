package dev.shutter.ports.out;

import io.vavr.control.Either;
import java.util.function.Supplier;

/**
 * Runs work atomically and isolated: every store call inside {@code work} is seen by others whole or not
 * at all. A {@code Left} result or an exception undoes all of it. Work may be run more than once (an
 * adapter may retry a serialization failure), so it must do nothing but store calls and pure code.
 */
public interface Transactions {

    /** Runs {@code work} in one transaction. */
    <L, R> Either<L, R> execute(Supplier<Either<L, R>> work);
}
