package dev.shutter.ports.out;

import io.vavr.control.Option;
import java.util.Objects;
import java.util.function.Function;

/**
 * What an authenticated request reads of the storage before its rules decide ({@link Storage#authenticated}):
 * the bearer of {@code tokenHash} (the access token with its app and its user), the request's {@code spending}
 * when it is to be spent with the read (none: read only), and what the request's operation will read once the
 * rules let it through ({@code read}, declared by the operation), which a store over a network reads in the same
 * round trip and from the same snapshot.
 */
public record AuthenticatedRead(String tokenHash, Option<Spending> spending, ReadAhead read) {

    public AuthenticatedRead {
        Objects.requireNonNull(tokenHash, "tokenHash");
        Objects.requireNonNull(spending, "spending");
        Objects.requireNonNull(read, "read");
    }

    /** The bearer of {@code tokenHash} alone: nothing spent, nothing read with it. */
    public static AuthenticatedRead bearer(String tokenHash) {
        return new AuthenticatedRead(tokenHash, Option.none(), ReadAhead.NOTHING);
    }

    /** The bearer with {@code read}, nothing spent. */
    public static AuthenticatedRead reading(String tokenHash, ReadAhead read) {
        return new AuthenticatedRead(tokenHash, Option.none(), read);
    }

    /** The bearer with {@code read}, and {@code spending} spent when its app signs nothing ({@link Spending#spendsNow}). */
    public static AuthenticatedRead counting(String tokenHash, Spending spending, ReadAhead read) {
        return new AuthenticatedRead(tokenHash, Option.some(spending), read);
    }

    /** The same read with nothing spent: for a store whose counts are kept elsewhere. */
    public AuthenticatedRead withoutSpending() {
        return new AuthenticatedRead(tokenHash, Option.none(), read);
    }

    /** The spending to make with the read of {@code found}: none when nothing is to be spent, or not yet. */
    public Option<Spending> spendingOf(Bearer found) {
        return spending.filter(spent -> spent.spendsNow(found));
    }

    /**
     * The answer of a store that reads by blocking: the bearer that {@code bearers} finds, nothing read with it,
     * its spending spent in {@code counters} with the limits of its app when due.
     */
    public Option<CountedBearer> answeredBy(Function<String, Option<Bearer>> bearers, RateCounters counters) {
        return bearers.apply(tokenHash).map(CountedBearer::new).map(found -> spentBy(found, counters));
    }

    /** {@code found} with its spending spent in {@code counters} when due, as it is otherwise. */
    public CountedBearer spentBy(CountedBearer found, RateCounters counters) {
        return spendingOf(found.bearer())
                .map(due -> found.withSpent(counters.spend(
                        due.keys(), due.limitsOf(found.bearer().client().status()), due.minute())))
                .getOrElse(found);
    }
}
