package dev.shutter.adapters.jdbc;

import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.AccessTokens;
import dev.shutter.ports.out.Bearer;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TokenHolder;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;

/**
 * Access tokens keyed by their SHA-256 (the domain hashes them; the token itself never reaches storage).
 * Revocation sets {@code revoked_at} once; a revoked token keeps its first revocation time.
 */
final class JdbcAccessTokens implements AccessTokens {

    /** A token's columns, in the order of {@link #row}. */
    static final String COLUMNS =
            "token_hash, user_id, client_id, scopes, issued_at, last_used_at, revoked_at, issued_from_code";

    private static final RowMapper<AccessToken> TOKEN = row -> new AccessToken(
            row.getString("token_hash"),
            Columns.userId(row, "user_id"),
            new ClientId(row.getString("client_id")),
            Columns.scopes(row, "scopes"),
            Columns.instant(row, "issued_at"),
            Columns.instant(row, "last_used_at"),
            Columns.optionalInstant(row, "revoked_at"),
            Columns.optionalText(row, "issued_from_code"));

    private static final String REVOKE =
            "UPDATE {schema}.shutter_access_tokens SET revoked_at = ? WHERE revoked_at IS NULL AND ";

    private static final Comparator<TokenHolder> HOLDER_ORDER = Comparator.comparing(TokenHolder::user)
            .thenComparing(h -> h.client().value());

    private final Sql sql;

    JdbcAccessTokens(Sql sql) {
        this.sql = sql;
    }

    /** A write nothing reads back: in a transaction on PostgreSQL it goes with the commit (the code exchange's). */
    @Override
    public void add(AccessToken token) {
        sql.write(
                "accessTokens.add",
                "INSERT INTO {schema}.shutter_access_tokens (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                row(token));
    }

    /** The values of {@code token}'s row, in the order of {@link #COLUMNS}. */
    static Object[] row(AccessToken token) {
        return new Object[] {
            token.tokenHash(),
            Columns.storable(token.user()),
            token.client().value(),
            token.scopes().wireForm(),
            Columns.micros(token.issuedAt()),
            Columns.micros(token.lastUsedAt()),
            Columns.micros(token.revokedAt()),
            Columns.text(token.issuedFromCode())
        };
    }

    @Override
    public Option<AccessToken> find(String tokenHash) {
        return sql.first(
                "accessTokens.find",
                "SELECT " + COLUMNS + " FROM {schema}.shutter_access_tokens WHERE token_hash = ?",
                TOKEN,
                tokenHash);
    }

    /** The token with its app and its user: one statement, joined (see {@link Storage#authenticated}). */
    Option<Bearer> bearer(String tokenHash) {
        return sql.run(bearerRead(tokenHash));
    }

    /** The statement of {@link #bearer}, built and not run (see {@link Sql.Read}). */
    static Sql.One<Option<Bearer>> bearerRead(String tokenHash) {
        return new Sql.One<>(
                "accessTokens.bearer",
                BEARER_SELECT + " WHERE t.token_hash = ?",
                rows -> rows.next() ? Option.some(BEARER.map(rows)) : Option.<Bearer>none(),
                new Object[] {tokenHash});
    }

    /** A token joined with its user and app; a WHERE clause follows. */
    static final String BEARER_SELECT =
            "SELECT " + Columns.qualified("t", COLUMNS) + ", " + Columns.qualified("u", JdbcUsers.COLUMNS) + ", "
                    + JdbcClients.CLIENT_COLUMNS
                    + " FROM {schema}.shutter_access_tokens t JOIN {schema}.shutter_users u ON u.id = t.user_id"
                    + " JOIN {schema}.shutter_clients c ON c.id = t.client_id";

    /** A row of {@link #BEARER_SELECT}. */
    static final RowMapper<Bearer> BEARER = row -> {
        AccessToken token = TOKEN.map(row);
        return new Bearer(token, JdbcClients.client(row, token.client()), JdbcUsers.USER.map(row));
    };

    @Override
    public void recordUse(String tokenHash, Instant at) {
        long micros = Columns.micros(at);
        sql.bookkeeping(
                "accessTokens.recordUse",
                "UPDATE {schema}.shutter_access_tokens SET last_used_at = ? WHERE token_hash = ? AND last_used_at < ?",
                micros,
                tokenHash,
                micros);
    }

    @Override
    public List<TokenHolder> revoke(String tokenHash, Instant at) {
        return revokeWhere("accessTokens.revoke", "token_hash = ?", at, tokenHash);
    }

    @Override
    public List<TokenHolder> revokeIssuedFrom(String codeHash, Instant at) {
        return revokeWhere("accessTokens.revokeIssuedFrom", "issued_from_code = ?", at, codeHash);
    }

    @Override
    public List<TokenHolder> revokeAllOf(UserId user, Instant at) {
        return revokeWhere("accessTokens.revokeAllOfUser", "user_id = ?", at, Columns.key(user));
    }

    @Override
    public List<TokenHolder> revokeAllOf(ClientId client, Instant at) {
        return revokeWhere("accessTokens.revokeAllOfClient", "client_id = ?", at, client.value());
    }

    @Override
    public List<TokenHolder> revokeAllOf(UserId user, ClientId client, Instant at) {
        return revokeWhere(
                "accessTokens.revokeAllOfUserAndClient",
                "user_id = ? AND client_id = ?",
                at,
                Columns.key(user),
                client.value());
    }

    /** Who holds the unrevoked tokens {@code where} selects, then their revocation, in one transaction. */
    private List<TokenHolder> revokeWhere(String operation, String where, Instant at, Object... params) {
        return sql.atomically(() -> {
            List<TokenHolder> holders = sql.list(
                    operation + ".holders",
                    "SELECT DISTINCT user_id, client_id FROM {schema}.shutter_access_tokens WHERE revoked_at IS NULL AND "
                            + where,
                    row -> new TokenHolder(Columns.userId(row, "user_id"), new ClientId(row.getString("client_id"))),
                    params);
            if (holders.isEmpty()) {
                return holders;
            }
            Object[] all = new Object[params.length + 1];
            all[0] = Columns.micros(at);
            System.arraycopy(params, 0, all, 1, params.length);
            sql.update(operation, REVOKE + where, all);
            return holders.stream().sorted(HOLDER_ORDER).toList();
        });
    }

    @Override
    public List<AccessToken> unrevokedOf(UserId user) {
        return sql.list(
                "accessTokens.unrevokedOf",
                "SELECT " + COLUMNS
                        + " FROM {schema}.shutter_access_tokens WHERE user_id = ? AND revoked_at IS NULL ORDER BY issued_at",
                TOKEN,
                Columns.key(user));
    }

    @Override
    public int deleteRevokedBefore(Instant cutoff, int limit) {
        return deleteBefore("revoked_at", cutoff, limit);
    }

    @Override
    public int deleteIssuedBefore(Instant cutoff, int limit) {
        return deleteBefore("issued_at", cutoff, limit);
    }

    @Override
    public int deleteUnusedSince(Instant cutoff, int limit) {
        return deleteBefore("last_used_at", cutoff, limit);
    }

    private int deleteBefore(String column, Instant cutoff, int limit) {
        return Housekeeping.delete(
                sql, "accessTokens.deleteEnded", "shutter_access_tokens", "token_hash", column + " < ?", cutoff, limit);
    }

    @Override
    public List<AccessToken> allOf(UserId user) {
        return sql.list(
                "accessTokens.allOf",
                "SELECT " + COLUMNS
                        + " FROM {schema}.shutter_access_tokens WHERE user_id = ? ORDER BY issued_at, token_hash",
                TOKEN,
                Columns.key(user));
    }

    @Override
    public void removeAllOf(UserId user) {
        sql.update(
                "accessTokens.removeAllOf",
                "DELETE FROM {schema}.shutter_access_tokens WHERE user_id = ?",
                Columns.key(user));
    }
}
