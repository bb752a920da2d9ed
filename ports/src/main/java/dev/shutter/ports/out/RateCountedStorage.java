package dev.shutter.ports.out;

import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

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

    /**
     * The bearer (and what is read with it) read from the storage, nothing spent there, then the request spent in
     * the counters with the limits of its app, when the app signs nothing ({@link Spending#spendsNow}): one round
     * trip after the other, so that nothing is counted before the bearer says which limits apply and whether the
     * signature comes first. The spending is sent where the storage's answer lands ({@link RateCounters#spendSent}),
     * so that counters over a network spend it with the node's other requests of the moment, in one batch ({@link
     * CountBatches}), and a caller that waits waits for both.
     */
    @Override
    public CompletionStage<Option<CountedBearer>> authenticated(AuthenticatedRead read) {
        return storage.authenticated(read.withoutSpending()).thenCompose(found -> {
            Option<Spending> due = found.flatMap(bearer -> read.spendingOf(bearer.bearer()));
            if (due.isEmpty()) {
                return CompletableFuture.completedFuture(found);
            }
            CountedBearer bearer = found.get();
            return counters.spendSent(
                            due.get().keys(),
                            due.get().limitsOf(bearer.bearer().client().status()),
                            due.get().minute())
                    .thenApply(spent -> Option.some(bearer.withSpent(spent)));
        });
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
    public Option<MediaComments> mediaForCommentWrite(
            dev.shutter.domain.media.MediaId id, Option<dev.shutter.domain.comment.CommentId> comment, UserId viewer) {
        return storage.mediaForCommentWrite(id, comment, viewer);
    }

    @Override
    public Option<OwnedPage> ownedPage(PageQuery query, UserId viewer) {
        return storage.ownedPage(query, viewer);
    }

    /**
     * The storage's, but a call may wait on I/O whatever the storage is (counters kept elsewhere are reached over a
     * network); its event loops stay, and the counters' connection may be on them.
     */
    @Override
    public StorageThreads threads() {
        StorageThreads threads = storage.threads();
        return threads.mayBlock() ? threads : StorageThreads.blocking();
    }

    @Override
    public void checkReachable() {
        storage.checkReachable();
        counters.checkReachable();
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
