package dev.shutter.adapters.jdbc;

import dev.shutter.domain.comment.CommentId;
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
import javax.sql.DataSource;

/**
 * Every outbound port on one JDBC database, PostgreSQL or H2, in a schema of its own (default {@code
 * shutter}, created when missing), migrated at open by Flyway with a history of its own. Two ways to open
 * it:
 *
 * <pre>{@code
 * // on the host's DataSource: Shutter owns no pool and closes nothing
 * JdbcStorage storage = JdbcStorage.on(dataSource).schema("shutter").open();
 *
 * // on a URL: Shutter builds and owns its HikariCP pools, and closes them
 * JdbcStorage storage = JdbcStorage.at("jdbc:postgresql://db/app?user=app").poolSize(10).open();
 * }</pre>
 *
 * <p>On PostgreSQL single statements run in auto-commit at READ COMMITTED and transactions SERIALIZABLE,
 * but for those that lock what they work on ({@link Locking}), at READ COMMITTED: with a URL, on two pools (the transactions' sessions serializable by default); with a {@code
 * DataSource}, see {@link DataSourceStorageBuilder}. On H2 everything runs on one source, one piece of work
 * at a time. {@link DataSourceStorageBuilder} lists what the connections must be like; opening checks it.
 */
public final class JdbcStorage implements Storage {

    /** Connections of each pool unless told otherwise. */
    public static final int DEFAULT_POOL_SIZE = 10;

    private final Runnable closeOwned;
    private final Runnable connectionsLost;
    private final DataSource statements;
    private final JdbcTransactions transactions;
    private final Users users;
    private final MediaCatalog media;
    private final Comments comments;
    private final Relationships relationships;
    private final Clients clients;
    private final JdbcAccessTokens accessTokens;
    private final JdbcAuthorizationCodes authorizationCodes;
    private final LoginSessions loginSessions;
    private final LoginThrottles loginThrottles;
    private final RateCounters rateCounters;
    private final Dialect dialect;
    private final Sql sql;
    private final OneStatementReads reads;
    private final AuthenticatedReads authenticated;
    private final Outbox outbox;
    private final Option<SentReads> sent;
    private final StorageThreads threads;

    /** The storage wired on checked and migrated sources, its calls on {@code threads}: see {@link StorageOpening}. */
    JdbcStorage(
            StorageSources sources,
            Dialect dialect,
            Schema schema,
            Runnable closeOwned,
            StorageThreads threads,
            Option<Sql.Sender> sender) {
        this.closeOwned = closeOwned;
        this.statements = sources.statements();
        this.connectionsLost = sources.connectionsLost();
        this.transactions = new JdbcTransactions(sources, dialect);
        this.dialect = dialect;
        this.sql = new Sql(transactions, schema);
        this.reads = new OneStatementReads(sql, dialect);
        this.authenticated = new AuthenticatedReads(sql);
        this.sent = sender.map(reads -> new SentReads(authenticated, reads));
        this.threads = threads;
        this.users = new JdbcUsers(sql);
        this.media = new JdbcMediaCatalog(sql);
        this.comments = new JdbcComments(sql);
        this.relationships = new JdbcRelationships(sql);
        this.clients = new JdbcClients(sql);
        this.accessTokens = new JdbcAccessTokens(sql);
        this.authorizationCodes = new JdbcAuthorizationCodes(sql);
        this.loginSessions = new JdbcLoginSessions(sql);
        this.loginThrottles = new JdbcLoginThrottles(sql);
        this.rateCounters = new JdbcRateCounters(sql, dialect);
        this.outbox = new JdbcOutbox(sql, dialect);
    }

    /** Shutter on the host's {@code DataSource}: name the schema if not {@code shutter}, then open. */
    public static DataSourceStorageBuilder on(DataSource dataSource) {
        return new DataSourceStorageBuilder(dataSource);
    }

    /** Shutter on pools of its own to {@code jdbcUrl} (credentials in the URL): set the schema or pool size, then open. */
    public static UrlStorageBuilder at(String jdbcUrl) {
        return new UrlStorageBuilder(jdbcUrl);
    }

    /** {@code at(jdbcUrl).open()}: the schema of the URL or {@code shutter}, the default pool size. */
    public static JdbcStorage open(String jdbcUrl) {
        return at(jdbcUrl).open();
    }

    /** {@code at(jdbcUrl).poolSize(poolSize).open()}. */
    public static JdbcStorage open(String jdbcUrl, int poolSize) {
        return at(jdbcUrl).poolSize(poolSize).open();
    }

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
        return authorizationCodes;
    }

    @Override
    public LoginSessions loginSessions() {
        return loginSessions;
    }

    @Override
    public LoginThrottles loginThrottles() {
        return loginThrottles;
    }

    @Override
    public RateCounters rateCounters() {
        return rateCounters;
    }

    @Override
    public CompletionStage<Option<CountedBearer>> authenticated(AuthenticatedRead read) {
        return AuthenticatedRouting.authenticated(read, sql, dialect, sent, authenticated, accessTokens, rateCounters);
    }

    /** {@link #authenticated} run by JDBC on the calling thread, on PostgreSQL: for tests, on a storage with event loops too. */
    Option<CountedBearer> onJdbc(AuthenticatedRead read) {
        return AuthenticatedRouting.onJdbc(read, authenticated, accessTokens, rateCounters);
    }

    /** Whether a spending is in flight on the event loops ({@link dev.shutter.ports.out.CountBatches}): for tests. */
    boolean counting() {
        return sent.exists(SentReads::counting);
    }

    /** How many statements that write counts the event loops have sent, alone or in batches: for tests. */
    long spendsSent() {
        return sent.map(SentReads::spendsSent).getOrElse(0L);
    }

    /**
     * A call may wait on I/O, as many at once as each pool Shutter owns has connections (on a URL: single
     * statements and transactions each have a pool of that size, and one request holds one connection at a time;
     * not said on a host's sources). With event loops ({@link UrlStorageBuilder#eventLoops}), Vert.x's (Netty's)
     * answer the sent reads: a rate store on Netty puts its connection there ({@code
     * RedisRateCounters.Builder#eventLoops}).
     */
    @Override
    public StorageThreads threads() {
        return threads;
    }

    /** One statement. */
    @Override
    public Option<Counterpart> counterpart(UserId me, UserId them) {
        return reads.counterpart(me, them);
    }

    /** One statement. */
    @Override
    public Option<IssuedCode> issuedCode(String codeHash) {
        return authorizationCodes.findWithUser(codeHash);
    }

    /** On PostgreSQL, one statement; on H2 the port's default (a transaction). */
    @Override
    public boolean redeem(String codeHash, Instant at, AccessToken token) {
        return dialect == Dialect.POSTGRESQL
                ? authorizationCodes.redeem(codeHash, at, token)
                : Storage.super.redeem(codeHash, at, token);
    }

    /** One statement. */
    @Override
    public Option<MediaComments> mediaComments(MediaId id, UserId viewer) {
        return reads.mediaComments(id, viewer);
    }

    /** One statement. */
    @Override
    public Option<MediaComments> mediaForCommentWrite(MediaId id, Option<CommentId> comment, UserId viewer) {
        return reads.mediaForCommentWrite(id, comment, viewer);
    }

    /** One statement. */
    @Override
    public Option<OwnedPage> ownedPage(PageQuery query, UserId viewer) {
        return reads.ownedPage(query, viewer);
    }

    @Override
    public Outbox outbox() {
        return outbox;
    }

    @Override
    public Transactions transactions() {
        return transactions;
    }

    /**
     * The database answers on a connection; one found lost (its session ended while it rested in the pool) has
     * the pools let go of their idle connections, and a fresh one is asked: down means PostgreSQL does not
     * answer, not that a session of the pool had ended ({@link ReachabilityProbe}).
     */
    @Override
    public void checkReachable() {
        ReachabilityProbe.check(statements, connectionsLost);
    }

    /**
     * Closes the event loops' connections, if any, and the pools Shutter opened for a URL (and so an embedded
     * H2 database); a host's sources stay open.
     */
    @Override
    public void close() {
        try {
            sent.forEach(SentReads::close);
        } finally {
            closeOwned.run();
        }
    }
}
