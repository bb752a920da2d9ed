package dev.shutter.ports.out;

import io.vavr.control.Option;

/**
 * One storage backend: every store and the transactions that span them. Adapters implement it; {@link
 * StorageProvider} finds them at run time.
 */
public interface Storage extends AutoCloseable {

    Users users();

    MediaCatalog media();

    Comments comments();

    Relationships relationships();

    Clients clients();

    AccessTokens accessTokens();

    AuthorizationCodes authorizationCodes();

    LoginSessions loginSessions();

    LoginThrottles loginThrottles();

    RateCounters rateCounters();

    Transactions transactions();

    /**
     * The access token with this hash, with its app and its user, read together; none when any of the
     * three is missing. Every authenticated request starts here: a store over a network should answer in
     * one round trip (the default asks the three stores in turn).
     */
    default Option<Bearer> bearer(String tokenHash) {
        return accessTokens()
                .find(tokenHash)
                .flatMap(token -> clients()
                        .find(token.client())
                        .flatMap(client -> users().find(token.user()).map(user -> new Bearer(token, client, user))));
    }

    /**
     * Whether a call may wait on I/O: a round trip to a database, a read of a file. A server may call a
     * store that never does (one kept in memory) from the few threads that also serve its connections,
     * and spare each request the handoff to a worker thread. The default says it may.
     */
    default boolean waitsOnIo() {
        return true;
    }

    /**
     * Asks the storage whether it answers now, in one short round trip, and throws {@link
     * StorageUnavailableException} if not; a store in memory always answers (the default). The server's
     * readiness probe calls it.
     */
    default void checkReachable() {}

    /** Releases connections and files; the default has nothing to release. */
    @Override
    default void close() {}
}
