package dev.shutter.adapters.redis;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.ports.out.SpendRequest;
import dev.shutter.ports.out.Spent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A batch of requests of one minute as {@code spend_all.lua} takes it (each distinct key once in {@code KEYS}, each
 * request as its number of keys and, for each, the key's place and limit), and its answer read back as one {@link
 * Spent} a request: the key's buckets of the hour with the minute's count as that request left it.
 */
record ScriptBatch(List<SpendRequest> requests, List<String> distinct, String[] keys, String[] arguments) {

    /** {@code requests}, all of one minute, under {@code prefix}. */
    static ScriptBatch of(List<SpendRequest> requests, String prefix) {
        Instant minute = requests.get(0).minute();
        List<String> distinct = new ArrayList<>();
        List<String> arguments = new ArrayList<>(List.of(BucketForms.countArguments(minute, 0)));
        arguments.set(3, Integer.toString(requests.size()));
        for (SpendRequest request : requests) {
            arguments.add(Integer.toString(request.keys().size()));
            for (int k = 0; k < request.keys().size(); k++) {
                String key = request.keys().get(k);
                int place = distinct.indexOf(key);
                if (place < 0) {
                    distinct.add(key);
                    place = distinct.size() - 1;
                }
                arguments.add(Integer.toString(place + 1));
                arguments.add(Long.toString(request.limits().get(k)));
            }
        }
        return new ScriptBatch(
                requests,
                distinct,
                distinct.stream().map(key -> prefix + key).toArray(String[]::new),
                arguments.toArray(String[]::new));
    }

    /** The script's answer, {@code {{counted, minute's count of each key}...}, {hour of each key}...}}, by request. */
    List<Spent> read(List<Object> answer) {
        List<?> each = (List<?>) answer.get(0);
        List<?> hours = (List<?>) answer.get(1);
        Instant minute = requests.get(0).minute();
        List<Spent> spent = new ArrayList<>();
        for (int r = 0; r < requests.size(); r++) {
            List<?> seen = (List<?>) each.get(r);
            Map<String, List<RateBucket>> hour = new LinkedHashMap<>();
            List<String> keys = requests.get(r).keys();
            for (int k = 0; k < keys.size(); k++) {
                List<RateBucket> buckets = new ArrayList<>();
                for (RateBucket bucket : BucketForms.buckets((List<?>) hours.get(distinct.indexOf(keys.get(k))))) {
                    if (!bucket.minute().equals(minute)) {
                        buckets.add(bucket);
                    }
                }
                long now = ((Number) seen.get(k + 1)).longValue();
                if (now > 0) {
                    buckets.add(new RateBucket(minute, now));
                }
                hour.put(keys.get(k), buckets);
            }
            spent.add(new Spent(((Number) seen.get(0)).intValue(), hour));
        }
        return spent;
    }
}
