package dev.shutter.adapters.inmemory;

import dev.shutter.domain.oauth.LoginSession;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.LoginSessions;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

/** Login sessions in memory, keyed by the hash of the session id. */
final class InMemoryLoginSessions implements LoginSessions {

    private final InMemoryDatabase db;
    private final Map<String, LoginSession> byHash = new HashMap<>();

    InMemoryLoginSessions(InMemoryDatabase db) {
        this.db = db;
    }

    @Override
    public void add(LoginSession session) {
        db.put(byHash, session.idHash(), session);
    }

    @Override
    public Option<LoginSession> find(String idHash) {
        return db.read(() -> Option.of(byHash.get(idHash)));
    }

    @Override
    public void remove(String idHash) {
        db.remove(byHash, idHash);
    }

    @Override
    public int deleteExpiredBefore(Instant cutoff, int limit) {
        return db.removeWhere(byHash, session -> session.expiresAt().isBefore(cutoff), limit);
    }

    @Override
    public void removeAllOf(UserId user) {
        db.execute(() -> {
            byHash.values().stream()
                    .filter(s -> s.user().contains(user))
                    .map(LoginSession::idHash)
                    .toList()
                    .forEach(hash -> db.remove(byHash, hash));
            return Either.right(true);
        });
    }
}
