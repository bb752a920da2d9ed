package dev.shutter.adapters.jdbc;

import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.oauth.AuthorizationCode;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.AuthorizationCodes;
import dev.shutter.ports.out.IssuedCode;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * Authorization codes keyed by their SHA-256. {@link #markUsed} is one conditional UPDATE, a
 * compare-and-set: of concurrent exchanges of a code exactly one changes the row; {@link #redeem} is the same
 * with the token issued from the code, in one statement.
 */
final class JdbcAuthorizationCodes implements AuthorizationCodes {

    private static final String COLUMNS =
            "code_hash, client_id, user_id, redirect_uri, scopes, code_challenge, issued_at, expires_at, used_at";

    private static final RowMapper<AuthorizationCode> CODE = row -> new AuthorizationCode(
            row.getString("code_hash"),
            new ClientId(row.getString("client_id")),
            Columns.userId(row, "user_id"),
            row.getString("redirect_uri"),
            Columns.scopes(row, "scopes"),
            Columns.optionalText(row, "code_challenge"),
            Columns.instant(row, "issued_at"),
            Columns.instant(row, "expires_at"),
            Columns.optionalInstant(row, "used_at"));

    /** {@link #redeem}'s statement: the code marked used and, from the row it changed, its token inserted. */
    private static final String REDEEM = "WITH used AS (UPDATE {schema}.shutter_authorization_codes SET used_at = ?"
            + " WHERE code_hash = ? AND used_at IS NULL RETURNING code_hash)"
            + " INSERT INTO {schema}.shutter_access_tokens (" + JdbcAccessTokens.COLUMNS + ")"
            + " SELECT ?, ?, ?, ?, ?, ?, ?, ? FROM used";

    private final Sql sql;

    JdbcAuthorizationCodes(Sql sql) {
        this.sql = sql;
    }

    @Override
    public void add(AuthorizationCode code) {
        sql.update(
                "authorizationCodes.add",
                "INSERT INTO {schema}.shutter_authorization_codes (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                code.codeHash(),
                code.client().value(),
                Columns.storable(code.user()),
                code.redirectUri(),
                code.scopes().wireForm(),
                Columns.text(code.codeChallenge()),
                Columns.micros(code.issuedAt()),
                Columns.micros(code.expiresAt()),
                Columns.micros(code.usedAt()));
    }

    @Override
    public Option<AuthorizationCode> find(String codeHash) {
        return sql.first(
                "authorizationCodes.find",
                "SELECT " + COLUMNS + " FROM {schema}.shutter_authorization_codes WHERE code_hash = ?",
                CODE,
                codeHash);
    }

    /** The code with its user (a LEFT JOIN: none when the user is gone), in one statement. */
    Option<IssuedCode> findWithUser(String codeHash) {
        return sql.first(
                "authorizationCodes.findWithUser",
                "SELECT " + Columns.qualified("c", COLUMNS) + ", " + Columns.qualified("u", JdbcUsers.COLUMNS)
                        + " FROM {schema}.shutter_authorization_codes c"
                        + " LEFT JOIN {schema}.shutter_users u ON u.id = c.user_id WHERE c.code_hash = ?",
                row -> new IssuedCode(
                        CODE.map(row),
                        row.getBigDecimal("id") == null ? Option.none() : Option.some(JdbcUsers.USER.map(row))),
                codeHash);
    }

    /**
     * PostgreSQL only: the code marked used and, only if this statement marked it, {@code token} stored, in one
     * statement (an {@code UPDATE} in a CTE, the {@code INSERT} selecting from what it changed): one round trip,
     * atomic without a transaction, and of concurrent redemptions of one code the row lock lets exactly one
     * change it. True when this call marked the code.
     */
    boolean redeem(String codeHash, Instant at, AccessToken token) {
        Object[] row = JdbcAccessTokens.row(token);
        Object[] params = new Object[row.length + 2];
        params[0] = Columns.micros(at);
        params[1] = codeHash;
        System.arraycopy(row, 0, params, 2, row.length);
        return sql.update("authorizationCodes.redeem", REDEEM, params) == 1;
    }

    @Override
    public boolean markUsed(String codeHash, Instant at) {
        return sql.update(
                        "authorizationCodes.markUsed",
                        "UPDATE {schema}.shutter_authorization_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL",
                        Columns.micros(at),
                        codeHash)
                == 1;
    }

    @Override
    public int deleteExpiredBefore(Instant cutoff, int limit) {
        return Housekeeping.delete(
                sql,
                "authorizationCodes.deleteExpired",
                "shutter_authorization_codes",
                "code_hash",
                "expires_at < ?",
                cutoff,
                limit);
    }

    @Override
    public void removeAllOf(UserId user) {
        sql.update(
                "authorizationCodes.removeAllOf",
                "DELETE FROM {schema}.shutter_authorization_codes WHERE user_id = ?",
                Columns.key(user));
    }
}
