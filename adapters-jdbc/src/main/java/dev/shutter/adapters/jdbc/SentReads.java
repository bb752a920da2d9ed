package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.ReadAhead;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Supplier;

/**
 * The authenticated reads of {@link AuthenticatedReads}, built as the JDBC path builds them and sent by a
 * {@link Sql.Sender} that does not wait ({@link EventLoopReads}): the stage completes where the answer lands.
 */
final class SentReads {

    private final AuthenticatedReads authenticated;
    private final Sql.Sender sender;

    SentReads(AuthenticatedReads authenticated, Sql.Sender sender) {
        this.authenticated = authenticated;
        this.sender = sender;
    }

    /** The bearer with its keys counted and what is read ahead. */
    CompletionStage<Option<CountedBearer>> counting(
            String tokenHash, List<String> rateKeys, Instant minute, ReadAhead ahead) {
        return send(() -> authenticated.countingRead(tokenHash, rateKeys, minute, ahead));
    }

    /** The bearer with what is read ahead, nothing counted; the bearer's statement alone when nothing is. */
    CompletionStage<Option<CountedBearer>> reading(String tokenHash, ReadAhead ahead) {
        return send(() -> authenticated
                .readingRead(tokenHash, ahead)
                .getOrElse(() -> JdbcAccessTokens.bearerRead(tokenHash)
                        .map(bearer -> bearer.map(found -> new CountedBearer(found, Map.of())))));
    }

    /** The read built and sent; a failure to build it fails the stage too. */
    private <T> CompletionStage<T> send(Supplier<Sql.Read<T>> read) {
        try {
            return sender.send(read.get());
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /** Closes the sender. */
    void close() {
        sender.close();
    }
}
