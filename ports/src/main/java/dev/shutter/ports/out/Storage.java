package dev.shutter.ports.out;

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

    /** Releases connections and files; the default has nothing to release. */
    @Override
    default void close() {}
}
