package dev.shutter.adapters.inmemory;

import dev.shutter.ports.out.AccessTokens;
import dev.shutter.ports.out.AuthorizationCodes;
import dev.shutter.ports.out.Clients;
import dev.shutter.ports.out.Comments;
import dev.shutter.ports.out.LoginSessions;
import dev.shutter.ports.out.LoginThrottles;
import dev.shutter.ports.out.MediaCatalog;
import dev.shutter.ports.out.Outbox;
import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.Relationships;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageThreads;
import dev.shutter.ports.out.Transactions;
import dev.shutter.ports.out.Users;

/**
 * Every outbound port in memory, for embedding without a database and for tests. Thread-safe; a
 * transaction is atomic and isolated (one writer at a time, readers never see half of one). Nothing
 * survives the process.
 */
public final class InMemoryStorage implements Storage {

    private final InMemoryDatabase db = new InMemoryDatabase();
    private final Users users = new InMemoryUsers(db);
    private final MediaCatalog media = new InMemoryMediaCatalog(db);
    private final Comments comments = new InMemoryComments(db);
    private final Relationships relationships = new InMemoryRelationships(db);
    private final Clients clients = new InMemoryClients(db);
    private final AccessTokens accessTokens = new InMemoryAccessTokens(db);
    private final AuthorizationCodes codes = new InMemoryAuthorizationCodes(db);
    private final LoginSessions sessions = new InMemoryLoginSessions(db);
    private final LoginThrottles throttles = new InMemoryLoginThrottles(db);
    private final RateCounters rateCounters = new InMemoryRateCounters(db);
    private final Outbox outbox = new InMemoryOutbox(db);

    @Override
    public Users users() {
        return users;
    }

    @Override
    public MediaCatalog media() {
        return media;
    }

    @Override
    public Comments comments() {
        return comments;
    }

    @Override
    public Relationships relationships() {
        return relationships;
    }

    @Override
    public Clients clients() {
        return clients;
    }

    @Override
    public AccessTokens accessTokens() {
        return accessTokens;
    }

    @Override
    public AuthorizationCodes authorizationCodes() {
        return codes;
    }

    @Override
    public LoginSessions loginSessions() {
        return sessions;
    }

    @Override
    public LoginThrottles loginThrottles() {
        return throttles;
    }

    @Override
    public RateCounters rateCounters() {
        return rateCounters;
    }

    @Override
    public Outbox outbox() {
        return outbox;
    }

    @Override
    public Transactions transactions() {
        return db;
    }

    /** In memory: every call is a few map lookups, at most behind a lock held for as long, and never waits. */
    @Override
    public StorageThreads threads() {
        return StorageThreads.inMemory();
    }
}
