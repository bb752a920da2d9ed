package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.RateCounters;
import io.vavr.control.Option;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Where {@link JdbcStorage#authenticated} runs a request's authenticated read, decided by where the storage is:
 * with event loops ({@link UrlStorageBuilder#eventLoops}) and outside a transaction, sent on an event loop ({@link
 * SentReads}), the stage completing there; on PostgreSQL otherwise, run by JDBC on the calling thread as one
 * statement with what is read with it ({@link AuthenticatedReads}; and, the first time a key counts in a minute,
 * the spending again on its own: {@link SpendingStatement}); on H2 or in a transaction, the bearer's statement and
 * the spending after it, nothing read with it. All but the first answer a completed stage. Static, so that the
 * storage's call costs no more than its own code did.
 */
final class AuthenticatedRouting {

    private AuthenticatedRouting() {}

    /** {@code read} routed as the class says, on the storage's parts; a failure fails the stage. */
    static CompletionStage<Option<CountedBearer>> authenticated(
            AuthenticatedRead read,
            Sql sql,
            Dialect dialect,
            Option<SentReads> sent,
            AuthenticatedReads authenticated,
            JdbcAccessTokens accessTokens,
            RateCounters rateCounters) {
        try {
            if (sql.inTransaction() || (sent.isEmpty() && dialect != Dialect.POSTGRESQL)) {
                return CompletableFuture.completedFuture(read.answeredBy(accessTokens::bearer, rateCounters));
            }
            if (sent.isDefined()) {
                return sent.get().authenticated(read);
            }
            return CompletableFuture.completedFuture(onJdbc(read, authenticated, accessTokens, rateCounters));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /**
     * {@code read} run by JDBC on the calling thread, on PostgreSQL: the bearer with its spending and what is read
     * with it in one statement; the bearer alone when nothing is read with it and nothing spent; spent again after
     * when the statement did not spend it.
     */
    static Option<CountedBearer> onJdbc(
            AuthenticatedRead read,
            AuthenticatedReads authenticated,
            JdbcAccessTokens accessTokens,
            RateCounters rateCounters) {
        if (read.spending().isEmpty()) {
            return authenticated
                    .bearerReading(read.tokenHash(), read.read())
                    .getOrElse(() -> accessTokens.bearer(read.tokenHash()).map(CountedBearer::new));
        }
        return authenticated
                .bearerCounting(read.tokenHash(), read.spending().get(), read.read())
                .map(found -> found.spent().isDefined() ? found : read.spentBy(found, rateCounters));
    }
}
