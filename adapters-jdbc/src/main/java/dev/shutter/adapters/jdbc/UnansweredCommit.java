package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.StorageUnavailableException;
import io.vavr.control.Either;

/** A {@code COMMIT} sent whose answer was lost: the transaction is asked about ({@link JdbcTransactions}). */
final class UnansweredCommit extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final transient OpenTransaction transaction;
    final transient Either<?, ?> result;

    UnansweredCommit(OpenTransaction transaction, Either<?, ?> result, StorageUnavailableException failure) {
        super(failure.getMessage(), null, false, false);
        this.transaction = transaction;
        this.result = result;
    }

    /**
     * What the work computed when it committed; else the database unavailable, with what is known: nothing
     * applied when it was rolled back, and it may have applied when PostgreSQL could not tell.
     */
    @SuppressWarnings("unchecked")
    <L, R> Either<L, R> settled(LostCommits.Outcome outcome) {
        return switch (outcome) {
            case COMMITTED -> (Either<L, R>) result;
            case ABORTED ->
                throw new StorageUnavailableException(
                        "storage operation transaction lost its connection as it committed, and was rolled back");
            case UNKNOWN ->
                throw StorageUnavailableException.mayHaveApplied("storage operation transaction lost its"
                        + " connection as it committed, and the database could not tell in time whether it applied");
        };
    }
}
