package dev.shutter.ports.out;

import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import java.util.function.Supplier;

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

    /** The events of committed changes; the use cases append to it in the transaction of each change. */
    Outbox outbox();

    Transactions transactions();

    /**
     * What an authenticated request reads before its rules decide ({@link AuthenticatedRead}): the bearer of its
     * token (the access token with its app and its user; none when any of the three is missing), its spending
     * spent ({@link RateCounters#spend}, with the limits of the bearer's app) when its app signs nothing, and what
     * its operation declared it will read, read with it when the store can in the same round trip and the same
     * snapshot. Nothing is spent for an unknown token, nor for an app that enforces signed requests (the caller
     * checks the signature first, then spends); the answer says what was spent ({@link CountedBearer#spent}) and
     * what was read with it.
     *
     * <p>A store that answers by blocking answers a completed stage, on the calling thread; a store that sends its
     * reads (event loops) answers a stage that completes on a thread of its own, where what follows must not
     * block ({@link StorageThreads#eventLoops}). A failure fails the stage. The default asks the three stores in
     * turn, reads nothing with them and spends in {@link #rateCounters}.
     */
    default CompletionStage<Option<CountedBearer>> authenticated(AuthenticatedRead read) {
        try {
            return CompletableFuture.completedFuture(read.answeredBy(this::storedBearer, rateCounters()));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    private Option<Bearer> storedBearer(String tokenHash) {
        return accessTokens()
                .find(tokenHash)
                .flatMap(token -> clients()
                        .find(token.client())
                        .flatMap(client -> users().find(token.user()).map(user -> new Bearer(token, client, user))));
    }

    /**
     * This storage with its rate counts kept in {@code counters} instead (such as Redis): every other call
     * goes to this storage, {@link #authenticated} reads the bearer here and spends in {@code
     * counters}, so that an authenticated read writes nothing here. It says it is reachable when both are,
     * and closing it closes both.
     */
    default Storage withRateCounters(RateCounters counters) {
        return new RateCountedStorage(this, counters);
    }

    /**
     * What threads this storage's calls need: whether a call may wait on I/O, how many may wait at once, and the
     * event loops of a storage that sends its reads ({@link StorageThreads}). A server sizes its worker threads
     * and chooses where to call the storage from by it. The default says a call may wait on I/O, no bound said
     * ({@link StorageThreads#blocking()}).
     */
    default StorageThreads threads() {
        return StorageThreads.blocking();
    }

    /**
     * The user {@code them} and what is stored between {@code me} and them, seen from one snapshot; none
     * when there is no such user. The default reads the stores in one transaction.
     */
    default Option<Counterpart> counterpart(UserId me, UserId them) {
        return inOneSnapshot(() -> users().find(them)
                .map(user -> new Counterpart(user, relationships().between(me, them))));
    }

    /**
     * The media {@code id} with its owner, the owner's block of {@code viewer}, its comments and their
     * authors, seen from one snapshot; none when there is no such media or its owner is missing. The default
     * reads the stores in one transaction.
     */
    default Option<MediaComments> mediaComments(MediaId id, UserId viewer) {
        return mediaWith(id, viewer, media -> comments().onMedia(media));
    }

    /**
     * What a comment write reads: the media {@code id} with its owner and the owner's block of {@code viewer}, and
     * of its comments only {@code comment} (with its author) when it is on that media, none when none is asked;
     * seen from one snapshot; none when there is no such media or its owner is missing. The default reads the
     * stores in one transaction.
     */
    default Option<MediaComments> mediaForCommentWrite(MediaId id, Option<CommentId> comment, UserId viewer) {
        return mediaWith(
                id,
                viewer,
                media -> comment.flatMap(asked -> comments().find(media, asked)).toJavaList());
    }

    /**
     * The media {@code id} with its owner, the owner's block of {@code viewer}, the comments {@code commentsOf}
     * reads of it and their authors, in one transaction; none when there is no such media or its owner is missing.
     */
    private Option<MediaComments> mediaWith(MediaId id, UserId viewer, Function<MediaId, List<Comment>> commentsOf) {
        return inOneSnapshot(() -> media().find(id)
                .flatMap(media -> users().find(media.owner()).map(owner -> {
                    List<Comment> comments = commentsOf.apply(media.id());
                    Map<UserId, User> authors = users().findAll(comments.stream()
                            .map(Comment::from)
                            .distinct()
                            .toList());
                    boolean blocked = relationships().blocks(owner.id(), viewer);
                    return new MediaComments(media, owner, blocked, comments, authors);
                })));
    }

    /**
     * The page {@code query} asks for with its owner, the owner's block of {@code viewer} and the users of
     * its entries, seen from one snapshot; none when there is no such owner. The default reads the stores in
     * one transaction.
     */
    default Option<OwnedPage> ownedPage(PageQuery query, UserId viewer) {
        return inOneSnapshot(() -> users().find(query.user()).map(owner -> {
            boolean blocked = relationships().blocks(owner.id(), viewer);
            List<EdgeEntry> entries = relationships()
                    .page(owner.id(), query.direction(), query.edge(), query.after(), query.limit(), query.among());
            Map<UserId, User> users =
                    users().findAll(entries.stream().map(EdgeEntry::other).toList());
            return new OwnedPage(owner, blocked, entries, users);
        }));
    }

    private <T> T inOneSnapshot(Supplier<T> reads) {
        return transactions()
                .<RuntimeException, T>execute(() -> Either.right(reads.get()))
                .get();
    }

    /**
     * The authorization code whose hash is {@code codeHash} with the user it was issued to, read together; none
     * when there is no such code. A code exchange reads it first: a store over a network should answer in one
     * round trip (the default asks the two stores in turn).
     */
    default Option<IssuedCode> issuedCode(String codeHash) {
        return authorizationCodes().find(codeHash).map(code -> new IssuedCode(code, users().find(code.user())));
    }

    /**
     * Marks the code of {@code codeHash} used at {@code at} if it was not already ({@link
     * AuthorizationCodes#markUsed}) and, only then, stores {@code token}, issued from it, as one change: true
     * when this call marked the code. Of concurrent redemptions of one code exactly one is true and stores its
     * token. The default runs the two in one transaction; a store over a network should make it one round trip.
     */
    default boolean redeem(String codeHash, Instant at, AccessToken token) {
        return transactions()
                .<RuntimeException, Boolean>execute(() -> {
                    if (!authorizationCodes().markUsed(codeHash, at)) {
                        return Either.right(false);
                    }
                    accessTokens().add(token);
                    return Either.right(true);
                })
                .get();
    }

    /**
     * Asks the storage whether it answers now, in one short round trip, and throws {@link
     * StorageUnavailableException} if not; a store in memory always answers (the default). The server's
     * readiness probe calls it from a thread of its own, and the Spring Boot starter's health contributor,
     * which stops waiting after {@code shutter.health.timeout}. A store that waits on I/O bounds the check by its
     * own timeouts (the JDBC store waits for a connection up to its pool's timeout, then 2 s for the answer): a
     * probe's answer is only as fresh as its last check that returned.
     */
    default void checkReachable() {}

    /** Releases connections and files; the default has nothing to release. */
    @Override
    default void close() {}
}
