package dev.shutter.adapters.inmemory;

import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.AccessTokens;
import dev.shutter.ports.out.TokenHolder;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/** Access tokens in memory, keyed by hash; revocation replaces the record with a revoked one. */
final class InMemoryAccessTokens implements AccessTokens {

    private static final Comparator<TokenHolder> HOLDER_ORDER = Comparator.comparing(TokenHolder::user)
            .thenComparing(h -> h.client().value());

    private final InMemoryDatabase db;
    private final Map<String, AccessToken> byHash = new HashMap<>();

    InMemoryAccessTokens(InMemoryDatabase db) {
        this.db = db;
    }

    @Override
    public void add(AccessToken token) {
        db.execute(() -> {
            if (byHash.containsKey(token.tokenHash())) {
                throw new IllegalStateException("token hash already stored");
            }
            db.put(byHash, token.tokenHash(), token);
            return Either.right(true);
        });
    }

    @Override
    public Option<AccessToken> find(String tokenHash) {
        return db.read(() -> Option.of(byHash.get(tokenHash)));
    }

    @Override
    public void recordUse(String tokenHash, Instant at) {
        db.execute(() -> {
            AccessToken t = byHash.get(tokenHash);
            if (t != null && at.isAfter(t.lastUsedAt())) {
                db.put(byHash, tokenHash, t.usedAt(at));
            }
            return Either.right(true);
        });
    }

    @Override
    public List<TokenHolder> revoke(String tokenHash, Instant at) {
        return revokeWhere(t -> t.tokenHash().equals(tokenHash), at);
    }

    @Override
    public List<TokenHolder> revokeIssuedFrom(String codeHash, Instant at) {
        return revokeWhere(t -> t.issuedFromCode().contains(codeHash), at);
    }

    @Override
    public List<TokenHolder> revokeAllOf(UserId user, Instant at) {
        return revokeWhere(t -> t.user().equals(user), at);
    }

    @Override
    public List<TokenHolder> revokeAllOf(ClientId client, Instant at) {
        return revokeWhere(t -> t.client().equals(client), at);
    }

    @Override
    public List<TokenHolder> revokeAllOf(UserId user, ClientId client, Instant at) {
        return revokeWhere(t -> t.user().equals(user) && t.client().equals(client), at);
    }

    @Override
    public List<AccessToken> unrevokedOf(UserId user) {
        return db.read(() -> byHash.values().stream()
                .filter(t -> t.user().equals(user) && t.revokedAt().isEmpty())
                .toList());
    }

    /** A scan: revocations are rare next to lookups, which stay one hash probe. */
    private List<TokenHolder> revokeWhere(Predicate<AccessToken> which, Instant at) {
        return db.execute(() -> {
                    List<AccessToken> hits = byHash.values().stream()
                            .filter(t -> t.revokedAt().isEmpty() && which.test(t))
                            .toList();
                    for (AccessToken t : hits) {
                        db.put(byHash, t.tokenHash(), t.revoked(at));
                    }
                    return Either.<RuntimeException, List<TokenHolder>>right(hits.stream()
                            .map(t -> new TokenHolder(t.user(), t.client()))
                            .distinct()
                            .sorted(HOLDER_ORDER)
                            .toList());
                })
                .get();
    }

    @Override
    public int deleteRevokedBefore(Instant cutoff, int limit) {
        return db.removeWhere(byHash, token -> token.revokedAt().exists(at -> at.isBefore(cutoff)), limit);
    }

    @Override
    public int deleteIssuedBefore(Instant cutoff, int limit) {
        return db.removeWhere(byHash, token -> token.issuedAt().isBefore(cutoff), limit);
    }

    @Override
    public int deleteUnusedSince(Instant cutoff, int limit) {
        return db.removeWhere(byHash, token -> token.lastUsedAt().isBefore(cutoff), limit);
    }

    @Override
    public List<AccessToken> allOf(UserId user) {
        return db.read(() -> byHash.values().stream()
                .filter(t -> t.user().equals(user))
                .sorted(Comparator.comparing(AccessToken::issuedAt).thenComparing(AccessToken::tokenHash))
                .toList());
    }

    @Override
    public void removeAllOf(UserId user) {
        db.execute(() -> {
            allOf(user).forEach(t -> db.remove(byHash, t.tokenHash()));
            return Either.right(true);
        });
    }
}
