package dev.shutter.ports.out;

import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
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

    /**
     * The bearer (and what is read ahead) read from the storage, then the request spent in the counters with the
     * limits of its app, when the app signs nothing ({@link Spending#spendsNow}): one round trip after the other,
     * so that nothing is counted before the bearer says which limits apply and whether the signature comes first.
     * The spending is sent and waited for, so that counters over a network spend it with the node's other
     * requests of the moment, in one batch ({@link CountBatches}).
     */
    @Override
    public Option<CountedBearer> bearerCounting(String tokenHash, Spending spending, ReadAhead ahead) {
        return storage.bearerReading(tokenHash, ahead)
                .map(found -> spending.spendsNow(found.bearer())
                        ? found.withSpent(
                                waited(counters.spendSent(spending.keys(), limits(spending, found), spending.minute())))
                        : found);
    }

    /** The answer of a spending sent; its failure thrown as {@link RateCounters#spend} would throw it. */
    private static Spent waited(CompletableFuture<Spent> sent) {
        try {
            return sent.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            throw e;
        }
    }

    /**
     * {@link #bearerCounting} sent: the bearer's statement sent to the storage, then, where it answers, the
     * request's spending sent to the counters; neither waited for. None when the storage cannot read without
     * blocking.
     */
    @Override
    public Option<CompletionStage<Option<CountedBearer>>> bearerCountingSent(
            String tokenHash, Spending spending, ReadAhead ahead) {
        return storage.bearerReadingSent(tokenHash, ahead)
                .map(reading -> reading.thenCompose(read ->
                        read.isEmpty() || !spending.spendsNow(read.get().bearer())
                                ? CompletableFuture.completedFuture(read)
                                : counters.spendSent(spending.keys(), limits(spending, read.get()), spending.minute())
                                        .thenApply(spent -> read.map(found -> found.withSpent(spent)))));
    }

    private static List<Long> limits(Spending spending, CountedBearer found) {
        return spending.limitsOf(found.bearer().client().status());
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
