package dev.shutter.ports.service;

import dev.shutter.domain.retention.Retention;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.HousekeepingUseCase;
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.in.Sweep;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import java.time.Instant;
import java.util.function.ToIntBiFunction;

/** Housekeeping: the domain's {@link Retention} cutoffs, applied batch by batch to each store. */
final class HousekeepingService implements HousekeepingUseCase {

    private final Storage storage;
    private final TimeSource clock;
    private final Settings settings;
    private final Observing observing;

    HousekeepingService(Storage storage, TimeSource clock, Settings settings, Observing observing) {
        this.storage = storage;
        this.clock = clock;
        this.settings = settings;
        this.observing = observing;
    }

    @Override
    public Sweep sweep(Retention retention) {
        return observing.value(Operation.HOUSEKEEPING_SWEEP, retention, () -> doSweep(retention));
    }

    private Sweep doSweep(Retention retention) {
        Retention.Cutoffs cutoffs = retention.at(clock.now(), settings.tokens());
        int tokens = drain(cutoffs.tokensRevokedBefore(), storage.accessTokens()::deleteRevokedBefore)
                + cutoffs.tokensIssuedBefore()
                        .map(cutoff -> drain(cutoff, storage.accessTokens()::deleteIssuedBefore))
                        .getOrElse(0)
                + cutoffs.tokensUsedBefore()
                        .map(cutoff -> drain(cutoff, storage.accessTokens()::deleteUnusedSince))
                        .getOrElse(0);
        return new Sweep(
                drain(cutoffs.codesExpiredBefore(), storage.authorizationCodes()::deleteExpiredBefore),
                drain(cutoffs.sessionsExpiredBefore(), storage.loginSessions()::deleteExpiredBefore),
                tokens,
                drain(cutoffs.rateBucketsBefore(), storage.rateCounters()::deleteBucketsBefore),
                drain(cutoffs.throttlesFailedBefore(), storage.loginThrottles()::deleteLastFailedBefore));
    }

    /** Deletes batch after batch until one comes back short. */
    private static int drain(Instant cutoff, ToIntBiFunction<Instant, Integer> deleteBatch) {
        int total = 0;
        int deleted;
        do {
            deleted = deleteBatch.applyAsInt(cutoff, BATCH);
            total += deleted;
        } while (deleted >= BATCH);
        return total;
    }
}
