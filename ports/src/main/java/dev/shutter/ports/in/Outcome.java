package dev.shutter.ports.in;

import dev.shutter.domain.Failure;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.function.Function;

/**
 * What a token's operation answered ({@code shutter.as(token)}): {@link Done} with its result, or {@link
 * Refused} with the first rule that refused it, a {@link Failure} of the catalogue (docs/spec/DECISIONS.md
 * section 2). Either way it says what is left of the token's hourly budget once the request was counted,
 * which {@code /v1} sends as {@code X-Ratelimit-Limit} and {@code X-Ratelimit-Remaining}: none when it was
 * refused before it was counted (no token, an unknown one, a bad signature, the budget spent).
 */
public sealed interface Outcome<T> {

    /** The budget after this request, when it was counted. */
    Option<RateStatus> rate();

    /** The result on the right, the failure on the left. */
    Either<Failure, T> either();

    /** {@code done} of the result, or {@code refused} of the failure. */
    default <R> R fold(Function<? super Failure, ? extends R> refused, Function<? super T, ? extends R> done) {
        return either().fold(refused, done);
    }

    /** Whether the operation was done. */
    default boolean isDone() {
        return either().isRight();
    }

    /**
     * The result.
     *
     * @throws OperationRefusedException holding the failure, when the operation was refused
     */
    default T orElseThrow() {
        Either<Failure, T> either = either();
        if (either.isLeft()) {
            throw new OperationRefusedException(either.getLeft());
        }
        return either.get();
    }

    /** The operation was done: its result, and the budget left. */
    record Done<T>(T result, RateStatus budget) implements Outcome<T> {

        public Done {
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(budget, "budget");
        }

        @Override
        public Option<RateStatus> rate() {
            return Option.some(budget);
        }

        @Override
        public Either<Failure, T> either() {
            return Either.right(result);
        }
    }

    /** The operation was refused, and changed nothing: the first rule that refused it. */
    record Refused<T>(Failure failure, Option<RateStatus> rate) implements Outcome<T> {

        public Refused {
            Objects.requireNonNull(failure, "failure");
            Objects.requireNonNull(rate, "rate");
        }

        @Override
        public Either<Failure, T> either() {
            return Either.left(failure);
        }
    }
}
