package dev.shutter.ports.contract;

import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.AccessTokens;
import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.AuthorizationCodes;
import dev.shutter.ports.out.Clients;
import dev.shutter.ports.out.Comments;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.Counterpart;
import dev.shutter.ports.out.IssuedCode;
import dev.shutter.ports.out.LoginSessions;
import dev.shutter.ports.out.LoginThrottles;
import dev.shutter.ports.out.MediaCatalog;
import dev.shutter.ports.out.MediaComments;
import dev.shutter.ports.out.Outbox;
import dev.shutter.ports.out.OwnedPage;
import dev.shutter.ports.out.PageQuery;
import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.Relationships;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageThreads;
import dev.shutter.ports.out.Transactions;
import dev.shutter.ports.out.Users;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.concurrent.CompletionStage;

/**
 * A storage that hands every call to another, for tests that change a few: what closing does, which
 * threads call it, whether it says it waits on I/O. The combined reads go to the other storage's own too, so
 * a contract run through this wrapper tests a store's one-statement reads, not the port's defaults.
 */
public abstract class ForwardingStorage implements Storage {

    /** The storage every call goes to. */
    protected final Storage storage;

    protected ForwardingStorage(Storage storage) {
        this.storage = storage;
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
    public CompletionStage<Option<CountedBearer>> authenticated(AuthenticatedRead read) {
        return storage.authenticated(read);
    }

    @Override
    public StorageThreads threads() {
        return storage.threads();
    }

    @Override
    public Option<IssuedCode> issuedCode(String codeHash) {
        return storage.issuedCode(codeHash);
    }

    @Override
    public boolean redeem(String codeHash, Instant at, AccessToken token) {
        return storage.redeem(codeHash, at, token);
    }

    @Override
    public Option<Counterpart> counterpart(UserId me, UserId them) {
        return storage.counterpart(me, them);
    }

    @Override
    public Option<MediaComments> mediaComments(MediaId id, UserId viewer) {
        return storage.mediaComments(id, viewer);
    }

    @Override
    public Option<MediaComments> mediaForCommentWrite(
            MediaId id, Option<dev.shutter.domain.comment.CommentId> comment, UserId viewer) {
        return storage.mediaForCommentWrite(id, comment, viewer);
    }

    @Override
    public Option<OwnedPage> ownedPage(PageQuery query, UserId viewer) {
        return storage.ownedPage(query, viewer);
    }

    @Override
    public void checkReachable() {
        storage.checkReachable();
    }

    @Override
    public Outbox outbox() {
        return storage.outbox();
    }

    @Override
    public Transactions transactions() {
        return storage.transactions();
    }

    @Override
    public void close() {
        storage.close();
    }
}
