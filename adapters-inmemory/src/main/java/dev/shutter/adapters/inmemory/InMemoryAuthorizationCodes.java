package dev.shutter.adapters.inmemory;

import dev.shutter.domain.oauth.AuthorizationCode;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.AuthorizationCodes;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

/** Authorization codes in memory, keyed by hash. */
final class InMemoryAuthorizationCodes implements AuthorizationCodes {

    private final InMemoryDatabase db;
    private final Map<String, AuthorizationCode> byHash = new HashMap<>();

    InMemoryAuthorizationCodes(InMemoryDatabase db) {
        this.db = db;
    }

    @Override
    public void add(AuthorizationCode code) {
        db.execute(() -> {
            if (byHash.containsKey(code.codeHash())) {
                throw new IllegalStateException("code hash already stored");
            }
            db.put(byHash, code.codeHash(), code);
            return Either.right(true);
        });
    }

    @Override
    public Option<AuthorizationCode> find(String codeHash) {
        return db.read(() -> Option.of(byHash.get(codeHash)));
    }

    @Override
    public boolean markUsed(String codeHash, Instant at) {
        return db.execute(() -> {
                    AuthorizationCode c = byHash.get(codeHash);
                    if (c == null || c.usedAt().isDefined()) {
                        return Either.right(false);
                    }
                    db.put(
                            byHash,
                            codeHash,
                            new AuthorizationCode(
                                    c.codeHash(),
                                    c.client(),
                                    c.user(),
                                    c.redirectUri(),
                                    c.scopes(),
                                    c.codeChallenge(),
                                    c.issuedAt(),
                                    c.expiresAt(),
                                    Option.some(at)));
                    return Either.right(true);
                })
                .get();
    }

    @Override
    public int deleteExpiredBefore(Instant cutoff, int limit) {
        return db.removeWhere(byHash, code -> code.expiresAt().isBefore(cutoff), limit);
    }

    @Override
    public void removeAllOf(UserId user) {
        db.execute(() -> {
            byHash.values().stream()
                    .filter(c -> c.user().equals(user))
                    .map(AuthorizationCode::codeHash)
                    .toList()
                    .forEach(hash -> db.remove(byHash, hash));
            return Either.right(true);
        });
    }
}
