package dev.shutter.ports.out;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;

/**
 * A storage whose rate counts are kept elsewhere ({@link Storage#withRateCounters}). Every method of
 * {@link Storage} is forwarded here, the defaults too, so that a storage's own one-statement reads stay
 * its own; a test checks that none is left out.
 */
final class RateCountedStorage implements Storage {

    private final Storage storage;
    private final RateCounters counters;

    RateCountedStorage(Storage storage, RateCounters counters) {
        this.storage = Objects.requireNonNull(storage, "storage");
        this.counters = Objects.requireNonNull(counters, "counters");
    }

    @Override
    public Users users() {
        return storage.users();
    }

    @Override
    public MediaCatalog media() {
        return storage.media();
    }

    @Override
    public Comments comments() {
        return storage.comments();
    }

    @Override
    public Relationships relationships() {
        return storage.relationships();
    }

    @Override
    public Clients clients() {
        return storage.clients();
    }

    @Override
    public AccessTokens accessTokens() {
        return storage.accessTokens();
    }

    @Override
    public AuthorizationCodes authorizationCodes() {
        return storage.authorizationCodes();
    }

    @Override
    public LoginSessions loginSessions() {
        return storage.loginSessions();
    }

    @Override
    public LoginThrottles loginThrottles() {
        return storage.loginThrottles();
    }

    /** The counters given, not the storage's own. */
    @Override
    public RateCounters rateCounters() {
        return counters;
    }

    @Override
    public Outbox outbox() {
        return storage.outbox();
    }

    @Override
    public Transactions transactions() {
        return storage.transactions();
    }

    @Override
    public Option<Bearer> bearer(String tokenHash) {
        return storage.bearer(tokenHash);
    }

    @Override
    public Option<CountedBearer> bearerCounting(String tokenHash, List<String> rateKeys, Instant minute) {
        return bearerCounting(tokenHash, rateKeys, minute, ReadAhead.NOTHING);
    }

    /**
     * The counts sent to the counters first, then the bearer (and what is read ahead) read from the storage
     * while they are on their way: both round trips in flight together. A token the storage does not know
     * has its counts taken back before the answer, so nothing stays counted for it; when the storage fails,
     * its failure is the answer.
     */
    @Override
    public Option<CountedBearer> bearerCounting(
            String tokenHash, List<String> rateKeys, Instant minute, ReadAhead ahead) {
        CompletableFuture<Map<String, List<RateBucket>>> counting = counters.countAllSent(rateKeys, minute);
        Option<CountedBearer> read;
        try {
            read = storage.bearerReading(tokenHash, ahead);
        } catch (RuntimeException e) {
            takeBack(counting, rateKeys, minute);
            throw e;
        }
        if (read.isEmpty()) {
            takeBack(counting, rateKeys, minute);
            return read;
        }
        Map<String, List<RateBucket>> counts = answer(counting);
        return read.map(found -> found.withCounts(counts));
    }

    /** The counts taken back, once made; a failure to count or to take back is not the caller's answer. */
    private void takeBack(
            CompletableFuture<Map<String, List<RateBucket>>> counting, List<String> keys, Instant minute) {
        try {
            counting.join();
            keys.forEach(key -> counters.uncount(key, minute));
        } catch (RuntimeException ignored) {
            // nothing was counted, or what was counted expires with its key
        }
    }

    private static <T> T answer(CompletableFuture<T> sent) {
        try {
            return sent.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            throw e;
        }
    }

    /**
     * The counts sent to the counters and the bearer's statement sent to the storage, both in flight together,
     * neither waited for: the answer combines them when both are in. A token the storage does not know has
     * its counts taken back without waiting ({@link RateCounters#uncountSent}). None when the storage cannot
     * read without blocking.
     */
    @Override
    public Option<CompletionStage<Option<CountedBearer>>> bearerCountingSent(
            String tokenHash, List<String> rateKeys, Instant minute, ReadAhead ahead) {
        Option<CompletionStage<Option<CountedBearer>>> reading = storage.bearerReadingSent(tokenHash, ahead);
        if (reading.isEmpty()) {
            return Option.none();
        }
        CompletableFuture<Map<String, List<RateBucket>>> counting = counters.countAllSent(rateKeys, minute);
        CompletionStage<Option<CountedBearer>> read = reading.get().whenComplete((found, failure) -> {
            if (failure != null || found.isEmpty()) {
                counting.thenRun(() -> counters.uncountSent(rateKeys, minute));
            }
        });
        return Option.some(read.thenCompose(found -> found.isEmpty()
                ? CompletableFuture.completedFuture(found)
                : counting.thenApply(counts -> found.map(bearer -> bearer.withCounts(counts)))));
    }

    @Override
    public Option<CompletionStage<Option<CountedBearer>>> bearerReadingSent(String tokenHash, ReadAhead ahead) {
        return storage.bearerReadingSent(tokenHash, ahead);
    }

    @Override
    public Option<CountedBearer> bearerReading(String tokenHash, ReadAhead ahead) {
        return storage.bearerReading(tokenHash, ahead);
    }

    @Override
    public Option<IssuedCode> issuedCode(String codeHash) {
        return storage.issuedCode(codeHash);
    }

    @Override
    public boolean redeem(String codeHash, Instant at, AccessToken token) {
        return storage.redeem(codeHash, at, token);
    }

    @Override
    public Option<Counterpart> counterpart(UserId me, UserId them) {
        return storage.counterpart(me, them);
    }

    @Override
    public Option<MediaComments> mediaComments(dev.shutter.domain.media.MediaId id, UserId viewer) {
        return storage.mediaComments(id, viewer);
    }

    @Override
    public Option<OwnedPage> ownedPage(PageQuery query, UserId viewer) {
        return storage.ownedPage(query, viewer);
    }

    @Override
    public int connections() {
        return storage.connections();
    }

    /** Counters kept elsewhere are reached over a network, whatever the storage is. */
    @Override
    public boolean waitsOnIo() {
        return true;
    }

    @Override
    public void checkReachable() {
        storage.checkReachable();
        counters.checkReachable();
    }

    /** The storage's event loops, which the counters' connection may be on. */
    @Override
    public Option<ExecutorService> eventLoops() {
        return storage.eventLoops();
    }

    /** The counters first: their connection may be on the storage's event loops, which stop with it. */
    @Override
    public void close() {
        try {
            counters.close();
        } finally {
            storage.close();
        }
    }
}
