package dev.shutter.ports.out;

import dev.shutter.domain.oauth.LoginSession;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Instant;

/** Browser sessions of the authorization pages, keyed by the SHA-256 of the session id. */
public interface LoginSessions {

    /** Stores a new session. */
    void add(LoginSession session);

    /** The session whose id hashes to {@code idHash}. */
    Option<LoginSession> find(String idHash);

    /** Removes a session; nothing happens if there is none. */
    void remove(String idHash);

    /** Housekeeping: deletes at most {@code limit} sessions that expired before {@code cutoff}; how many. */
    int deleteExpiredBefore(Instant cutoff, int limit);

    /** Removes every session logged in as {@code user}. */
    void removeAllOf(UserId user);
}
