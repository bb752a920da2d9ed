package dev.shutter.adapters.jdbc;

import dev.shutter.domain.oauth.AuthorizationCode;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.AuthorizationCodes;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * Authorization codes keyed by their SHA-256. {@link #markUsed} is one conditional UPDATE, a
 * compare-and-set: of concurrent exchanges of a code exactly one changes the row.
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
