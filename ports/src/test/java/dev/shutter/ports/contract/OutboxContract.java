package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.event.AppAuthorized;
import dev.shutter.domain.event.Blocked;
import dev.shutter.domain.event.CommentDeleted;
import dev.shutter.domain.event.CommentPosted;
import dev.shutter.domain.event.DomainEvent;
import dev.shutter.domain.event.EventPosition;
import dev.shutter.domain.event.FollowRequested;
import dev.shutter.domain.event.Followed;
import dev.shutter.domain.event.RecordedEvent;
import dev.shutter.domain.event.RequestDenied;
import dev.shutter.domain.event.RequestWithdrawn;
import dev.shutter.domain.event.TokensRevoked;
import dev.shutter.domain.event.Unblocked;
import dev.shutter.domain.event.Unfollowed;
import dev.shutter.domain.event.UserPrivacyChanged;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The outbox port: events appended in a transaction are read back after a position, in order, a page at
 * a time; a rolled-back transaction leaves none; an event whose transaction commits late is never skipped;
 * old events are deleted; readers' positions are kept.
 */
public abstract class OutboxContract extends StorageContract {

    private static final Instant AT = Instant.parse("2024-05-01T12:00:00Z");

    static UserId user(int n) {
        return new UserId(Integer.toString(1000 + n));
    }

    /** One event of every kind. */
    static List<DomainEvent> oneOfEach() {
        UserId a = user(1);
        UserId b = user(2);
        ClientId client = new ClientId("demo.app_1-x");
        return List.of(
                new FollowRequested(a, b),
                new Followed(a, b),
                new Unfollowed(a, b),
                new RequestWithdrawn(a, b),
                new RequestDenied(a, b),
                new Blocked(a, b),
                new Unblocked(a, b),
                new CommentPosted(new CommentId("17858893269000001"), new MediaId("657988443280050001_1002"), a, b),
                new CommentDeleted(new CommentId("17858893269000001"), new MediaId("657988443280050001_1002"), a, b, b),
                new AppAuthorized(a, client, Scopes.of(Set.of(Scope.COMMENTS, Scope.RELATIONSHIPS))),
                new TokensRevoked(a, client, TokensRevoked.By.PLAIN_HTTP),
                new UserPrivacyChanged(a, true));
    }

    @Test
    @DisplayName("events appended in one transaction read back in order, each kind as it was written")
    void roundTrip() {
        // given
        List<DomainEvent> all = oneOfEach();

        // when
        commit(all, AT);

        // then
        List<RecordedEvent> read = readUntil(EventPosition.START, all.size());
        assertThat(read).extracting(RecordedEvent::event).containsExactlyElementsOf(all);
        assertThat(read).extracting(RecordedEvent::occurredAt).containsOnly(AT);
        assertThat(read).extracting(RecordedEvent::position).isSorted().doesNotHaveDuplicates();
    }

    @Test
    @DisplayName("a read after a position starts after it, and a page holds at most the limit")
    void pages() {
        // given
        for (int i = 0; i < 5; i++) {
            commit(List.of(new Followed(user(i), user(i + 1))), AT);
        }
        List<RecordedEvent> all = readUntil(EventPosition.START, 5);

        // when
        List<RecordedEvent> firstTwo = storage.outbox().after(EventPosition.START, 2);
        List<RecordedEvent> rest = storage.outbox().after(firstTwo.get(1).position(), 10);

        // then
        assertThat(firstTwo).containsExactlyElementsOf(all.subList(0, 2));
        assertThat(rest).containsExactlyElementsOf(all.subList(2, 5));
        assertThat(storage.outbox().after(all.get(4).position(), 10)).isEmpty();
    }

    @Test
    @DisplayName("a transaction that answers Left or throws leaves no event")
    void rollBack() {
        // when
        storage.transactions().execute(() -> {
            storage.outbox().append(List.of(new Followed(user(1), user(2))), AT);
            return Either.left("changed its mind");
        });
        assertThatThrownBy(() -> storage.transactions().execute(() -> {
                    storage.outbox().append(List.of(new Followed(user(3), user(4))), AT);
                    throw new IllegalStateException("failed half-way");
                }))
                .isInstanceOf(IllegalStateException.class);
        commit(List.of(new Blocked(user(5), user(6))), AT);

        // then: only the committed event, once the one after both is there
        assertThat(readUntil(EventPosition.START, 1))
                .extracting(RecordedEvent::event)
                .containsExactly(new Blocked(user(5), user(6)));
        assertThat(storage.outbox().after(EventPosition.START, 10)).hasSize(1);
    }

    @Test
    @DisplayName("an event whose transaction commits after a later one's is read, never skipped")
    void lateCommit() throws Exception {
        // given: a reader that has read everything so far
        commit(List.of(new Followed(user(0), user(1))), AT);
        EventPosition cursor = readUntil(EventPosition.START, 1).get(0).position();
        CountDownLatch appended = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);

        // when: the first transaction appends and waits; a second appends and commits; the reader reads
        CompletableFuture<Void> slow =
                CompletableFuture.runAsync(() -> storage.transactions().execute(() -> {
                    storage.outbox().append(List.of(new Followed(user(2), user(3))), AT);
                    appended.countDown();
                    Waits.await(release);
                    return Either.right(true);
                }));
        assertThat(appended.await(10, TimeUnit.SECONDS)).isTrue();
        CompletableFuture<Void> fast =
                CompletableFuture.runAsync(() -> commit(List.of(new Followed(user(4), user(5))), AT));
        CompletableFuture<List<RecordedEvent>> whileInFlight =
                CompletableFuture.supplyAsync(() -> storage.outbox().after(cursor, 10));
        Thread.sleep(300);
        release.countDown();
        slow.get(20, TimeUnit.SECONDS);
        fast.get(20, TimeUnit.SECONDS);

        // then: what the reader saw, and what it reads after it, hold both events once each
        List<RecordedEvent> seen = new ArrayList<>(whileInFlight.get(20, TimeUnit.SECONDS));
        EventPosition next = seen.isEmpty() ? cursor : seen.get(seen.size() - 1).position();
        seen.addAll(readUntil(next, 2 - seen.size()));
        assertThat(seen)
                .extracting(RecordedEvent::event)
                .containsExactlyInAnyOrder(new Followed(user(2), user(3)), new Followed(user(4), user(5)));
        assertThat(seen).extracting(RecordedEvent::position).isSorted();
    }

    @Test
    @DisplayName("deleting before a time removes the older events only")
    void retention() {
        // given
        commit(List.of(new Followed(user(1), user(2))), AT.minus(Duration.ofDays(31)));
        commit(List.of(new Followed(user(3), user(4))), AT.minus(Duration.ofDays(29)));
        readUntil(EventPosition.START, 2);

        // when
        int deleted = storage.outbox().deleteBefore(AT.minus(Duration.ofDays(30)));

        // then
        assertThat(deleted).isEqualTo(1);
        assertThat(storage.outbox().after(EventPosition.START, 10))
                .extracting(RecordedEvent::event)
                .containsExactly(new Followed(user(3), user(4)));
    }

    @Test
    @DisplayName("a reader's position is kept under its name and moved when saved again")
    void cursors() {
        assertThat(storage.outbox().cursor("webhooks")).isEmpty();
        storage.outbox().saveCursor("webhooks", new EventPosition(7, 42));
        storage.outbox().saveCursor("other", new EventPosition(0, 1));
        storage.outbox().saveCursor("webhooks", new EventPosition(8, 3));
        assertThat(storage.outbox().cursor("webhooks")).contains(new EventPosition(8, 3));
        assertThat(storage.outbox().cursor("other")).contains(new EventPosition(0, 1));
    }

    @Test
    @DisplayName("a shared reader is held by one holder at a time, until its lease runs out or it lets go")
    void claims() {
        Instant later = AT.plusSeconds(30);
        // given: node a holds the reader
        assertThat(storage.outbox().claim("webhooks", "a", AT, later)).isTrue();

        // then: b cannot take it while the lease runs, a renews it, and only the holder's position is saved
        assertThat(storage.outbox().claim("webhooks", "b", AT.plusSeconds(29), AT.plusSeconds(59)))
                .isFalse();
        assertThat(storage.outbox().claim("webhooks", "a", AT.plusSeconds(29), AT.plusSeconds(59)))
                .isTrue();
        assertThat(storage.outbox().saveClaimed("webhooks", "b", new EventPosition(0, 9), AT.plusSeconds(90)))
                .isFalse();
        assertThat(storage.outbox().saveClaimed("webhooks", "a", new EventPosition(0, 5), AT.plusSeconds(90)))
                .isTrue();
        assertThat(storage.outbox().cursor("webhooks")).contains(new EventPosition(0, 5));
        assertThat(storage.outbox().claim("other", "b", AT, later)).isTrue();

        // when: a stops renewing and its lease runs out, b takes the reader over; a can save no more
        assertThat(storage.outbox().claim("webhooks", "b", AT.plusSeconds(91), AT.plusSeconds(121)))
                .isTrue();
        assertThat(storage.outbox().saveClaimed("webhooks", "a", new EventPosition(0, 6), AT.plusSeconds(120)))
                .isFalse();
        assertThat(storage.outbox().cursor("webhooks")).contains(new EventPosition(0, 5));

        // and: a release by one who does not hold it changes nothing; the holder's frees it at once
        storage.outbox().release("webhooks", "a");
        assertThat(storage.outbox().claim("webhooks", "c", AT.plusSeconds(92), AT.plusSeconds(122)))
                .isFalse();
        storage.outbox().release("webhooks", "b");
        assertThat(storage.outbox().claim("webhooks", "c", AT.plusSeconds(92), AT.plusSeconds(122)))
                .isTrue();
    }

    @Test
    @DisplayName("of several holders claiming a free reader at once, exactly one gets it")
    void claimRace() throws Exception {
        // given
        int holders = 4;
        CountDownLatch start = new CountDownLatch(1);
        List<CompletableFuture<Boolean>> claims = new ArrayList<>();
        for (int i = 0; i < holders; i++) {
            String holder = "node-" + i;
            claims.add(CompletableFuture.supplyAsync(() -> {
                try {
                    start.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return storage.outbox().claim("webhooks", holder, AT, AT.plusSeconds(30));
            }));
        }

        // when
        start.countDown();

        // then
        long won = 0;
        for (CompletableFuture<Boolean> claim : claims) {
            if (claim.get(30, TimeUnit.SECONDS)) {
                won++;
            }
        }
        assertThat(won).isEqualTo(1);
    }

    private void commit(List<DomainEvent> events, Instant at) {
        storage.transactions().execute(() -> {
            storage.outbox().append(events, at);
            return Either.right(true);
        });
    }

    private List<RecordedEvent> readUntil(EventPosition from, int count) {
        return Waits.readUntil(storage.outbox(), from, count);
    }
}
