package dev.shutter.ports.service;

import dev.shutter.domain.Failure;
import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.limit.RateClass;
import dev.shutter.domain.limit.SlidingHour;
import dev.shutter.domain.oauth.AppMode;
import dev.shutter.domain.oauth.Client;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.RateStatus;
import dev.shutter.ports.out.Bearer;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.Spent;
import io.vavr.control.Either;
import java.time.Instant;
import java.util.List;

/**
 * The rate-limit rule of {@link RequestAuthenticationService}: a request's budgets decided on what its storage spent,
 * each by its sliding hour, in the app's mode at the request's time. Static, so that the service's check costs no
 * more than its own code did.
 */
final class RateBudgets {

    private RateBudgets() {}

    /**
     * Each budget in turn, the write class's first: the first one exhausted refuses the request. A counted request
     * is decided on the hour as it was before its count ({@link SlidingHour#decideCounted}), one not counted on the
     * hour as it is: its totals are the true ones.
     */
    static Either<Failure, Caller> decide(
            Settings settings, RequestSpending spending, CountedBearer read, Spent spent, Instant now) {
        List<RateClass> classes = spending.classes();
        List<String> keys = spending.keys();
        Bearer found = read.bearer();
        Client client = found.client();
        AppMode mode = settings.timeline().modeAt(client.status(), now);
        RateStatus status = null;
        for (int i = 0; i < classes.size(); i++) {
            long limit = settings.rateLimits().limitOf(classes.get(i), mode);
            List<RateBucket> hour = spent.bucketsOf(keys.get(i));
            SlidingHour.Decision decision = spent.counted() > 0
                    ? SlidingHour.decideCounted(hour, now, limit)
                    : SlidingHour.decide(hour, now, limit);
            if (decision instanceof SlidingHour.Decision.Refused refused) {
                return Either.left(new Failure.RateLimited(
                        refused.made(),
                        refused.limit(),
                        Math.max(1, refused.retryAfter().toSeconds())));
            }
            SlidingHour.Decision.Allowed allowed = (SlidingHour.Decision.Allowed) decision;
            status = new RateStatus(allowed.limit(), allowed.remaining());
        }
        return Either.right(new Caller(found.user(), client, mode, found.token().scopes(), status));
    }
}
