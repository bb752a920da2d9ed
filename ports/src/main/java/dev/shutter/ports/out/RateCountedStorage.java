package dev.shutter.ports.out;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

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

    /** The bearer read from the storage (one statement), the counts made in the counters (one round trip). */
    @Override
    public Option<CountedBearer> bearerCounting(String tokenHash, List<String> rateKeys, Instant minute) {
        return storage.bearer(tokenHash).map(found -> new CountedBearer(found, counters.countAll(rateKeys, minute)));
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

    @Override
    public void close() {
        try {
            storage.close();
        } finally {
            counters.close();
        }
    }
}
