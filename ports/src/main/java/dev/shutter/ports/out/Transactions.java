package dev.shutter.ports.out;

import io.vavr.control.Either;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Runs work atomically and isolated: every store call inside {@code work} is seen by others whole or not
 * at all. A {@code Left} result or an exception undoes all of it. Work may be run more than once (an
 * adapter may retry a serialization failure), so it must do nothing but store calls and pure code.
 */
public interface Transactions {

    /** Runs {@code work} in one transaction. */
    <L, R> Either<L, R> execute(Supplier<Either<L, R>> work);

    /**
     * Runs {@code work} in one transaction, as {@link #execute} does, and in turn with the other work of this
     * process on the same {@link Turn}: work that would conflict with it waits for it to end instead of running
     * beside it, failing to serialize and running again. A hint for the adapter, not a lock the rules rely on:
     * isolation is {@link #execute}'s whatever the turn, other processes do not wait, and an adapter may stop
     * waiting after a while and run the work anyway. The default runs it as {@link #execute} does.
     */
    default <L, R> Either<L, R> executeInTurn(Turn turn, Supplier<Either<L, R>> work) {
        return execute(work);
    }

    /**
     * What a transaction's work contends on: work on equal turns conflicts, so it is better run one at a time.
     *
     * @param subject what kind of thing, such as {@code "relationship"}
     * @param key which one of them
     */
    record Turn(String subject, String key) {

        public Turn {
            Objects.requireNonNull(subject, "subject");
            Objects.requireNonNull(key, "key");
        }

        /** The turn of an unordered pair: the same whichever of the two comes first. */
        public static Turn ofPair(String subject, String one, String other) {
            return new Turn(subject, one.compareTo(other) <= 0 ? one + ' ' + other : other + ' ' + one);
        }
    }
}
