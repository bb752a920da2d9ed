package dev.shutter.adapters.redis;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.limit.SlidingHour;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Rate buckets as they are written in Redis and told to its scripts: a key's hash holds one field a minute (its
 * start in epoch milliseconds) with that minute's count; a script takes the minute, the oldest minute kept and the
 * keys' lifetime as text, and answers a key's buckets as one flat list, minute and count after each other.
 */
final class BucketForms {

    /** How long a key lives after its last count: the hour its newest bucket counts in, and a margin. */
    static final Duration KEY_LIFETIME = SlidingHour.WINDOW.plus(Duration.ofMinutes(2));

    private BucketForms() {}

    /** The count script's arguments: the minute, the oldest minute kept, the keys' lifetime, how many requests. */
    static String[] countArguments(Instant minute, int requests) {
        return new String[] {
            Long.toString(minute.toEpochMilli()),
            Long.toString(SlidingHour.oldestCounted(minute).toEpochMilli()),
            Long.toString(KEY_LIFETIME.toSeconds()),
            Integer.toString(requests)
        };
    }

    /** A key's hash, its fields read as buckets: those of {@code oldest} and after. */
    static List<RateBucket> since(Map<String, String> fields, Instant oldest) {
        long from = oldest.toEpochMilli();
        List<RateBucket> found = new ArrayList<>();
        fields.forEach((minute, count) -> {
            if (Long.parseLong(minute) >= from) {
                found.add(bucket(minute, count));
            }
        });
        return found;
    }

    /** The script's answers, one list of buckets a key, by key in the order asked. */
    static Map<String, List<RateBucket>> counts(List<String> keys, List<Object> answers) {
        Map<String, List<RateBucket>> counts = new LinkedHashMap<>();
        for (int i = 0; i < keys.size(); i++) {
            counts.put(keys.get(i), buckets((List<?>) answers.get(i)));
        }
        return counts;
    }

    /** A script's flat answer for one key, {@code minute, count, minute, count...}, as buckets. */
    static List<RateBucket> buckets(List<?> flat) {
        List<RateBucket> buckets = new ArrayList<>(flat.size() / 2);
        for (int i = 0; i + 1 < flat.size(); i += 2) {
            buckets.add(bucket(String.valueOf(flat.get(i)), String.valueOf(flat.get(i + 1))));
        }
        return buckets;
    }

    private static RateBucket bucket(String minute, String count) {
        return new RateBucket(Instant.ofEpochMilli(Long.parseLong(minute)), Long.parseLong(count));
    }
}
