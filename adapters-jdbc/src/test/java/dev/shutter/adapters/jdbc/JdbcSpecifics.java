package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.contract.StorageContract;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.EdgeCursor;
import dev.shutter.ports.out.EdgeEntry;
import dev.shutter.ports.out.StorageUnavailableException;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What the JDBC stores add to the port contract: unique constraints behind every "at most one", atomic
 * compare-and-set and upsert under concurrency, instants kept to the microsecond, ids as numbers, the
 * retry of serialization failures, and failures that leak no SQL and no values.
 */
abstract class JdbcSpecifics extends StorageContract {

    static final Instant T0 = Instant.parse("2024-05-01T12:00:00.123456Z");
    static final UserId ALICE = new UserId("1001");
    static final UserId BOB = new UserId("1002");

    @Test
    @DisplayName("a second user with the same id, or the same username in another case, is refused by the database")
    void usersAreUnique() {
        storage.users().add(User.of(ALICE, "Alice"), Option.some("secret-hash"));
        assertThatThrownBy(() -> storage.users().add(User.of(ALICE, "other"), Option.none()))
                .isInstanceOfSatisfying(
                        StorageException.class, e -> assertThat(e.sqlState()).isEqualTo("23505"));
        assertThatThrownBy(() -> storage.users().add(User.of(BOB, "aLICE"), Option.none()))
                .isInstanceOfSatisfying(StorageException.class, e -> {
                    assertThat(e.sqlState()).isEqualTo("23505");
                    assertThat(e.getMessage())
                            .contains("users.add")
                            .doesNotContainIgnoringCase("alice")
                            .doesNotContain("1002")
                            .doesNotContainIgnoringCase("insert");
                    assertThat(e.getCause()).isNull();
                });
        assertThat(storage.users().find(BOB)).isEmpty();
    }

    @Test
    @DisplayName("a token hash is stored once, and the failure does not name it")
    void tokenHashesAreUnique() {
        storage.users().add(User.of(ALICE, "alice"), Option.none());
        ClientId app = storedApp("one", T0);
        AccessToken token = token("4f6c0a4b7d0e", app);
        storage.accessTokens().add(token);
        assertThatThrownBy(() -> storage.accessTokens().add(token))
                .isInstanceOfSatisfying(StorageException.class, e -> {
                    assertThat(e.sqlState()).isEqualTo("23505");
                    assertThat(e.getMessage()).doesNotContain("4f6c0a4b7d0e");
                });
    }

    @Test
    @DisplayName("of concurrent uses of one code exactly one marks it used")
    void markUsedIsCompareAndSet() throws Exception {
        storage.users().add(User.of(ALICE, "alice"), Option.none());
        ClientId app = storedApp("one", T0);
        storage.authorizationCodes().add(unusedCode("code-hash", ALICE, app, T0));
        List<Boolean> results =
                concurrently(8, i -> storage.authorizationCodes().markUsed("code-hash", T0.plusSeconds(i + 1)));
        assertThat(results).containsOnlyOnce(true).hasSize(8);
        Instant used =
                storage.authorizationCodes().find("code-hash").get().usedAt().get();
        assertThat(results.get((int) (used.getEpochSecond() - T0.getEpochSecond() - 1)))
                .isTrue();
    }

    @Test
    @DisplayName("concurrent increments of one bucket lose no count")
    void incrementIsAtomic() throws Exception {
        Instant minute = Instant.parse("2024-05-01T12:00:00Z");
        concurrently(8, i -> {
            for (int n = 0; n < 25; n++) {
                storage.rateCounters().count("token:all", minute);
            }
            return true;
        });
        assertThat(storage.rateCounters().since("token:all", minute)).containsExactly(new RateBucket(minute, 200));
    }

    @Test
    @DisplayName("buckets that left the hour are dropped as the key counts on")
    void oldBucketsAreDropped() {
        Instant minute = Instant.parse("2024-05-01T12:00:00Z");
        storage.rateCounters().count("k", minute);
        storage.rateCounters().count("k", minute.plus(Duration.ofMinutes(61)));
        assertThat(storage.rateCounters().since("k", minute))
                .containsExactly(new RateBucket(minute.plus(Duration.ofMinutes(61)), 1));
    }

    @Test
    @DisplayName("instants are kept to the microsecond, and a cursor made from a stored entry continues exactly")
    void instantsAreMicroseconds() {
        // given: three followers at one instant with nanoseconds, and one 100 ns later, in the same microsecond
        users(1, 2, 3, 4, 5);
        Instant withNanos = Instant.parse("2024-05-01T12:00:00.123456789Z");
        for (int i = 2; i <= 4; i++) {
            storage.relationships().setEdge(id(i), id(1), Edge.FOLLOWS, withNanos);
        }
        storage.relationships().setEdge(id(5), id(1), Edge.FOLLOWS, withNanos.plusNanos(100));
        // when
        List<EdgeEntry> first = page(id(1), Option.none(), 2);
        List<EdgeEntry> rest = page(id(1), Option.some(first.get(1).cursor()), 10);
        // then: one microsecond for all four, ties by id, no entry twice or lost
        assertThat(first).extracting(EdgeEntry::at).containsOnly(Instant.parse("2024-05-01T12:00:00.123456Z"));
        assertThat(ids(first)).containsExactly(id(5), id(4));
        assertThat(ids(rest)).containsExactly(id(3), id(2));
    }

    @Test
    @DisplayName("a cursor finer than a microsecond lies after every entry of its microsecond")
    void finerCursor() {
        users(1, 2, 3);
        Instant at = Instant.parse("2024-05-01T12:00:00.000001Z");
        storage.relationships().setEdge(id(2), id(1), Edge.FOLLOWS, at);
        storage.relationships().setEdge(id(3), id(1), Edge.FOLLOWS, at.plusSeconds(1));
        List<EdgeEntry> after = page(id(1), Option.some(new EdgeCursor(at.plusNanos(1), id(1))), 10);
        assertThat(ids(after)).containsExactly(id(2));
    }

    @Test
    @DisplayName("user ids sort as numbers up to nineteen digits")
    void idsAreNumbers() {
        UserId huge = new UserId("9999999999999999999");
        storage.users().add(User.of(huge, "huge"), Option.none());
        users(1, 9, 10);
        for (UserId follower : List.of(id(9), id(10), huge)) {
            storage.relationships().setEdge(follower, id(1), Edge.FOLLOWS, T0);
        }
        assertThat(ids(page(id(1), Option.none(), 10))).containsExactly(huge, id(10), id(9));
        assertThat(storage.users().find(huge).get().id()).isEqualTo(huge);
    }

    @Test
    @DisplayName("an id with a leading zero is refused, and never found as the number it spells")
    void leadingZeros() {
        users(7);
        assertThatThrownBy(() -> storage.users().add(User.of(new UserId("007"), "bond"), Option.none()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(storage.users().find(new UserId("007"))).isEmpty();
        assertThat(storage.relationships().edge(new UserId("007"), id(7))).isEqualTo(Edge.NONE);
    }

    @Test
    @DisplayName("a page among a few users reads only those")
    void amongFewUsers() {
        users(1, 2, 3, 4);
        for (int i = 2; i <= 4; i++) {
            storage.relationships().setEdge(id(i), id(1), Edge.FOLLOWS, T0.plusSeconds(i));
        }
        assertThat(ids(storage.relationships()
                        .page(id(1), Direction.INCOMING, Edge.FOLLOWS, Option.none(), 10, Option.some(Set.of()))))
                .isEmpty();
        assertThat(ids(storage.relationships()
                        .page(
                                id(1),
                                Direction.INCOMING,
                                Edge.FOLLOWS,
                                Option.some(new EdgeCursor(T0.plusSeconds(4), id(4))),
                                10,
                                Option.some(Set.of(id(2), id(4))))))
                .containsExactly(id(2));
    }

    @Test
    @DisplayName("a serialization failure runs the work again, at most ten times in all, then the storage is busy")
    void retriesAreBounded() {
        AtomicInteger attempts = new AtomicInteger();
        // A database too busy to serialize the work is unavailable for now (503 and Retry-After), not broken (500).
        assertThatThrownBy(() -> storage.transactions().execute(() -> {
                    attempts.incrementAndGet();
                    throw new StorageException("test", "40001", "");
                }))
                .isInstanceOf(StorageUnavailableException.class)
                .hasMessageContaining("40001");
        assertThat(attempts).hasValue(Retries.MAX_ATTEMPTS);
    }

    @Test
    @DisplayName("other failures are not retried, and a failed transaction leaves nothing behind")
    void otherFailuresAreNotRetried() {
        AtomicInteger attempts = new AtomicInteger();
        assertThatThrownBy(() -> storage.transactions().execute(() -> {
                    attempts.incrementAndGet();
                    storage.users().add(User.of(ALICE, "alice"), Option.none());
                    storage.users().add(User.of(BOB, "ALICE"), Option.none());
                    return Either.right(true);
                }))
                .isInstanceOfSatisfying(
                        StorageException.class, e -> assertThat(e.sqlState()).isEqualTo("23505"));
        assertThat(attempts).hasValue(1);
        assertThat(storage.users().find(ALICE)).isEmpty();
    }

    List<EdgeEntry> page(UserId user, Option<EdgeCursor> after, int limit) {
        return storage.relationships().page(user, Direction.INCOMING, Edge.FOLLOWS, after, limit, Option.none());
    }

    void users(int... ids) {
        for (int i : ids) {
            storage.users().add(User.of(id(i), "user" + i), Option.none());
        }
    }

    static AccessToken token(String hash, ClientId client) {
        return new AccessToken(hash, ALICE, client, Scopes.basic(), T0, T0, Option.none(), Option.none());
    }

    static UserId id(int i) {
        return new UserId(Integer.toString(i));
    }

    static List<UserId> ids(List<EdgeEntry> entries) {
        return entries.stream().map(EdgeEntry::other).toList();
    }
}
