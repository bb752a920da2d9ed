package dev.shutter.ports.out;

import dev.shutter.domain.limit.RateBucket;
import io.vavr.control.Option;
import java.util.List;
import java.util.Objects;

/**
 * A bearer read together with the spending of its request, when the store spent it ({@link RateCounters#spend}:
 * counted, or left uncounted for want of room, with the hour of each key); none when the store left the count to
 * the caller (an app that signs its requests: the signature is checked first). And what was read ahead with it
 * ({@link ReadAhead}), if the store did.
 */
public record CountedBearer(Bearer bearer, Option<Spent> spent, Option<ReadAhead.Answer> readAhead) {
    public CountedBearer {
        Objects.requireNonNull(bearer, "bearer");
        Objects.requireNonNull(spent, "spent");
        Objects.requireNonNull(readAhead, "readAhead");
    }

    /** Nothing spent, nothing read ahead. */
    public CountedBearer(Bearer bearer) {
        this(bearer, Option.none(), Option.none());
    }

    /** The buckets of {@code key} as spent: empty when nothing was spent or the key has none. */
    public List<RateBucket> bucketsOf(String key) {
        return spent.map(done -> done.bucketsOf(key)).getOrElse(List.of());
    }

    /** The same with {@code answer} read ahead. */
    public CountedBearer withReadAhead(ReadAhead.Answer answer) {
        return new CountedBearer(bearer, spent, Option.some(answer));
    }

    /** The same with {@code done} spent. */
    public CountedBearer withSpent(Spent done) {
        return new CountedBearer(bearer, Option.some(done), readAhead);
    }
}
