package dev.shutter.adapters.jdbc;

import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Storage;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * Run in a JVM of its own by {@link H2DurabilityTest}: writes users and edges to the H2 database in the
 * directory {@code args[0]}, one committed transaction each, and prints each id once its commit returned,
 * until it is killed.
 */
public final class DurableWriter {

    private DurableWriter() {}

    public static void main(String[] args) {
        Storage storage = new JdbcStorageProvider().open(JdbcStorageProvider.H2_PREFIX + args[0]);
        UserId first = new UserId("1");
        storage.users().add(User.of(first, "first"), Option.none());
        Instant at = Instant.parse("2024-05-01T12:00:00Z");
        for (long i = 2; ; i++) {
            UserId id = new UserId(Long.toString(i));
            storage.transactions().execute(() -> {
                storage.users().add(User.of(id, "user" + id), Option.none());
                storage.relationships().setEdge(id, first, Edge.FOLLOWS, at);
                return Either.right(true);
            });
            System.out.println(id);
            System.out.flush();
        }
    }
}
