package dev.shutter.ports.out;

import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Collection;
import java.util.Map;

/** The users, with their password hashes. */
public interface Users {

    /** The user with this id. */
    Option<User> find(UserId id);

    /**
     * The users of these ids that exist, by id: one lookup for a whole page of comments or follows. Ids
     * that name no user are absent from the answer.
     */
    Map<UserId, User> findAll(Collection<UserId> ids);

    /** The user with this username, compared without regard to case. */
    Option<User> findByUsername(String username);

    /** Stores a new user; the caller has checked that neither the id nor the username is taken. */
    void add(User user, Option<String> passwordHash);

    /** Replaces the stored user of the same id. */
    void update(User user);

    /** The stored password hash of a user, if they can log in. */
    Option<String> passwordHash(UserId id);

    /**
     * Erases the user at {@code at}: removes them with their password hash and keeps only a tombstone of
     * the id, so that the id is never given to anyone else. The caller has removed what refers to them.
     */
    void erase(UserId id, Instant at);

    /** Whether {@code id} belonged to a user who was erased. */
    boolean erased(UserId id);
}
