package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.AccessTokens;
import dev.shutter.ports.out.AuthorizationCodes;
import dev.shutter.ports.out.Clients;
import dev.shutter.ports.out.Comments;
import dev.shutter.ports.out.LoginSessions;
import dev.shutter.ports.out.LoginThrottles;
import dev.shutter.ports.out.MediaCatalog;
import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.Relationships;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.Transactions;
import dev.shutter.ports.out.Users;

/** A storage that cleans up after itself (drops its schema, deletes its files) once closed. */
final class ClosingStorage implements Storage {

    private final JdbcStorage storage;
    private final Runnable afterClose;

    ClosingStorage(JdbcStorage storage, Runnable afterClose) {
        this.storage = storage;
        this.afterClose = afterClose;
    }

    JdbcStorage jdbc() {
        return storage;
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

    @Override
    public RateCounters rateCounters() {
        return storage.rateCounters();
    }

    @Override
    public Transactions transactions() {
        return storage.transactions();
    }

    @Override
    public void close() {
        try {
            storage.close();
        } finally {
            afterClose.run();
        }
    }
}
