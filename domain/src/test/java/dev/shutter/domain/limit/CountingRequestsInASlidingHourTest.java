package dev.shutter.domain.limit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.Failure;
import dev.shutter.domain.RandomTries;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Counting requests in a sliding hour")
class CountingRequestsInASlidingHourTest {

    private static final Instant TEN = Instant.parse("2016-03-01T10:00:00Z");

    private static Instant at(int minutesAfterTen) {
        return TEN.plus(Duration.ofMinutes(minutesAfterTen));
    }

    private static RateBucket bucket(int minutesAfterTen, long count) {
        return new RateBucket(at(minutesAfterTen), count);
    }

    @Test
    @DisplayName("a request falls in the bucket of its minute; the hour counts this minute and the 59 before")
    void buckets() {
        Instant now = Instant.parse("2016-03-01T10:30:42.5Z");
        assertThat(SlidingHour.bucketOf(now)).isEqualTo(at(30));
        assertThat(SlidingHour.oldestCounted(now)).isEqualTo(at(-29));
    }

    @Test
    @DisplayName("with nothing counted, a request is allowed and limit - 1 remain")
    void nothingCounted() {
        assertThat(SlidingHour.decide(List.of(), at(30), 500)).isEqualTo(new SlidingHour.Decision.Allowed(500, 499));
    }

    @Test
    @DisplayName("the last request under the limit is allowed with none remaining")
    void lastOne() {
        assertThat(SlidingHour.decide(List.of(bucket(5, 3), bucket(20, 6)), at(30), 10))
                .isEqualTo(new SlidingHour.Decision.Allowed(10, 0));
    }

    @Test
    @DisplayName("at the limit a request is refused with made/limit, and may retry when the oldest bucket leaves")
    void refusedAtTheLimit() {
        // given: 4 at 10:05 and 6 at 10:20, limit 10, now 10:30:15
        Instant now = at(30).plusSeconds(15);

        // when
        SlidingHour.Decision decision = SlidingHour.decide(List.of(bucket(20, 6), bucket(5, 4)), now, 10);

        // then: 10:05 leaves the window at 11:05
        assertThat(decision).isEqualTo(new SlidingHour.Decision.Refused(10, 10, Duration.ofSeconds(34 * 60 + 45)));
        assertThat(SlidingHour.asEither(decision).isLeft()).isTrue();
    }

    @Test
    @DisplayName("counted first, decided after: the decision is the one on the buckets before the request")
    void decidedAfterCounting() {
        Instant now = at(30).plusSeconds(15);

        assertThat(SlidingHour.decideCounted(List.of(bucket(5, 3), bucket(30, 7)), now, 10))
                .isEqualTo(new SlidingHour.Decision.Allowed(10, 0));
        assertThat(SlidingHour.decideCounted(List.of(bucket(5, 4), bucket(30, 7)), now, 10))
                .isEqualTo(new SlidingHour.Decision.Refused(10, 10, Duration.ofSeconds(34 * 60 + 45)));
        assertThat(SlidingHour.decideCounted(List.of(bucket(30, 1)), now, 1))
                .isEqualTo(new SlidingHour.Decision.Allowed(1, 0));
    }

    @Test
    @DisplayName(
            "counted first, decided after, on any buckets: the decision on them with this minute's count taken back")
    void countedFirstOnAnyBuckets() {
        RandomTries.run(1000, random -> {
            // given: buckets before, in and after the hour, this minute's among them (twice, or empty, at times)
            Instant now = at(60).plusMillis(random.nextInt(60_000));
            Instant minute = SlidingHour.bucketOf(now);
            List<RateBucket> buckets = new ArrayList<>();
            int count = random.nextInt(8);
            for (int i = 0; i < count; i++) {
                Instant when =
                        random.nextInt(3) == 0 ? minute : minute.minus(Duration.ofMinutes(random.nextInt(70) - 2));
                buckets.add(new RateBucket(when, random.nextInt(6)));
            }
            Collections.shuffle(buckets, random);
            long limit = 1 + random.nextInt(25);

            // when decided as counted
            SlidingHour.Decision decision = SlidingHour.decideCounted(buckets, now, limit);

            // then it is the decision on each bucket of this minute with one taken back
            List<RateBucket> before = new ArrayList<>();
            for (RateBucket bucket : buckets) {
                before.add(
                        bucket.minute().equals(minute) && bucket.count() > 0
                                ? new RateBucket(minute, bucket.count() - 1)
                                : bucket);
            }
            assertThat(decision)
                    .as("%s at %s limit %d", buckets, now, limit)
                    .isEqualTo(SlidingHour.decide(before, now, limit));
            // and decide counts exactly the buckets inside the hour, up to now
            long made = buckets.stream()
                    .filter(b -> !b.minute().isBefore(SlidingHour.oldestCounted(now))
                            && !b.minute().isAfter(now))
                    .mapToLong(RateBucket::count)
                    .sum();
            SlidingHour.Decision plain = SlidingHour.decide(buckets, now, limit);
            assertThat(plain)
                    .isEqualTo(
                            made < limit
                                    ? new SlidingHour.Decision.Allowed(limit, limit - made - 1)
                                    : new SlidingHour.Decision.Refused(
                                            limit, made, ((SlidingHour.Decision.Refused) plain).retryAfter()));
        });
    }

    @Test
    @DisplayName("Retry-After waits for as many old buckets to leave as it takes to fit one more")
    void retryAfterSeveralBuckets() {
        // given: 1 at 10:05, 1 at 10:10, 5 at 10:20 = 7 made, limit 5
        List<RateBucket> buckets = List.of(bucket(5, 1), bucket(10, 1), bucket(20, 5));

        // when
        SlidingHour.Decision decision = SlidingHour.decide(buckets, at(30), 5);

        // then: only when 10:20 leaves (at 11:20) is there room
        assertThat(decision).isEqualTo(new SlidingHour.Decision.Refused(5, 7, Duration.ofMinutes(50)));
    }

    @Test
    @DisplayName("buckets older than the hour are ignored: at 11:00 the 10:00 bucket no longer counts")
    void oldBucketsIgnored() {
        List<RateBucket> buckets = List.of(bucket(0, 10), bucket(1, 5));
        assertThat(SlidingHour.decide(buckets, at(59).plusSeconds(59), 10))
                .isInstanceOf(SlidingHour.Decision.Refused.class);
        assertThat(SlidingHour.decide(buckets, at(60), 10)).isEqualTo(new SlidingHour.Decision.Allowed(10, 4));
        assertThat(SlidingHour.decide(buckets, at(61), 10)).isEqualTo(new SlidingHour.Decision.Allowed(10, 9));
        assertThat(SlidingHour.decide(List.of(bucket(-120, 1000)), at(0), 10))
                .isEqualTo(new SlidingHour.Decision.Allowed(10, 9));
    }

    @Test
    @DisplayName("the window slides: a refusal turns into an allowance exactly when Retry-After has passed")
    void slides() {
        RandomTries.run(1000, random -> {
            // given: random buckets within the last hour, in any order
            Instant now = at(60).plusMillis(random.nextInt(60_000));
            List<RateBucket> buckets = new ArrayList<>();
            int count = 1 + random.nextInt(8);
            for (int i = 0; i < count; i++) {
                Instant minute = SlidingHour.bucketOf(now).minus(Duration.ofMinutes(random.nextInt(60)));
                buckets.add(new RateBucket(minute, 1 + random.nextInt(5)));
            }
            Collections.shuffle(buckets, random);
            long made = buckets.stream().mapToLong(RateBucket::count).sum();
            long limit = 1 + random.nextInt((int) made);

            // when
            SlidingHour.Decision decision = SlidingHour.decide(buckets, now, limit);

            // then
            assertThat(decision).isInstanceOf(SlidingHour.Decision.Refused.class);
            SlidingHour.Decision.Refused refused = (SlidingHour.Decision.Refused) decision;
            assertThat(refused.made()).isEqualTo(made);
            assertThat(refused.retryAfter()).isPositive().isLessThanOrEqualTo(SlidingHour.WINDOW);
            assertThat(SlidingHour.decide(buckets, now.plus(refused.retryAfter()), limit))
                    .as("after Retry-After, %s at %s limit %d", buckets, now, limit)
                    .isInstanceOf(SlidingHour.Decision.Allowed.class);
            assertThat(SlidingHour.decide(
                            buckets, now.plus(refused.retryAfter()).minusNanos(1), limit))
                    .as("just before Retry-After, %s at %s limit %d", buckets, now, limit)
                    .isInstanceOf(SlidingHour.Decision.Refused.class);
        });
    }

    @Test
    @DisplayName("a refusal reads as the catalogue's 429 message")
    void refusalMessage() {
        // given
        SlidingHour.Decision.Refused refused = new SlidingHour.Decision.Refused(30, 30, Duration.ofSeconds(90));

        // when
        Failure failure = new Failure.RateLimited(
                refused.made(), refused.limit(), refused.retryAfter().toSeconds());

        // then
        assertThat(failure.code()).isEqualTo(429);
        assertThat(failure.message())
                .isEqualTo("The maximum number of requests per hour has been exceeded. You have made 30 requests of"
                        + " the 30 allowed in the last hour.");
    }

    @Test
    @DisplayName("a bucket never counts below zero")
    void noNegativeCount() {
        assertThatThrownBy(() -> new RateBucket(TEN, -1)).isInstanceOf(IllegalArgumentException.class);
    }
}
