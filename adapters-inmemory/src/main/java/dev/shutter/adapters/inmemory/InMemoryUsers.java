package dev.shutter.adapters.inmemory;

import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Users;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/** Users in memory, with a case-insensitive username index. */
final class InMemoryUsers implements Users {

    private final InMemoryDatabase db;
    private final Map<UserId, User> byId = new HashMap<>();
    private final Map<String, UserId> byUsername = new HashMap<>();
    private final Map<UserId, String> passwords = new HashMap<>();
    private final Map<UserId, Instant> tombstones = new HashMap<>();

    InMemoryUsers(InMemoryDatabase db) {
        this.db = db;
    }

    @Override
    public Option<User> find(UserId id) {
        return db.read(() -> Option.of(byId.get(id)));
    }

    @Override
    public Map<UserId, User> findAll(Collection<UserId> ids) {
        return db.read(() -> {
            Map<UserId, User> found = new HashMap<>(ids.size() * 4 / 3 + 1);
            for (UserId id : ids) {
                User user = byId.get(id);
                if (user != null) {
                    found.put(id, user);
                }
            }
            return found;
        });
    }

    @Override
    public Option<User> findByUsername(String username) {
        return db.read(() -> Option.of(byUsername.get(key(username))).map(byId::get));
    }

    @Override
    public void add(User user, Option<String> passwordHash) {
        db.execute(() -> {
            if (byId.containsKey(user.id()) || byUsername.containsKey(key(user.username()))) {
                throw new IllegalStateException("user id or username already stored");
            }
            db.put(byId, user.id(), user);
            db.put(byUsername, key(user.username()), user.id());
            passwordHash.forEach(hash -> db.put(passwords, user.id(), hash));
            return Either.right(true);
        });
    }

    @Override
    public void update(User user) {
        db.execute(() -> {
            User old = byId.get(user.id());
            if (old == null) {
                throw new IllegalStateException("no such user to update");
            }
            if (!key(old.username()).equals(key(user.username()))) {
                if (byUsername.containsKey(key(user.username()))) {
                    throw new IllegalStateException("username already stored");
                }
                db.remove(byUsername, key(old.username()));
                db.put(byUsername, key(user.username()), user.id());
            }
            db.put(byId, user.id(), user);
            return Either.right(true);
        });
    }

    @Override
    public Option<String> passwordHash(UserId id) {
        return db.read(() -> Option.of(passwords.get(id)));
    }

    private static String key(String username) {
        return username.toLowerCase(Locale.ROOT);
    }

    @Override
    public void erase(UserId id, Instant at) {
        db.execute(() -> {
            User old = byId.get(id);
            if (old != null) {
                db.remove(byId, id);
                db.remove(byUsername, key(old.username()));
                db.remove(passwords, id);
                db.put(tombstones, id, at);
            }
            return Either.right(true);
        });
    }

    @Override
    public boolean erased(UserId id) {
        return db.read(() -> tombstones.containsKey(id));
    }
}
