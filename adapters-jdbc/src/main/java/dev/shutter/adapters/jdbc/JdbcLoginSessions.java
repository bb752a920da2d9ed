package dev.shutter.adapters.jdbc;

import dev.shutter.domain.oauth.LoginSession;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.LoginSessions;
import io.vavr.control.Option;
import java.time.Instant;

/** Login sessions keyed by the SHA-256 of the session id; the id itself lives only in the cookie. */
final class JdbcLoginSessions implements LoginSessions {

    private final Sql sql;

    JdbcLoginSessions(Sql sql) {
        this.sql = sql;
    }

    @Override
    public void add(LoginSession session) {
        sql.update(
                "loginSessions.add",
                "INSERT INTO {schema}.shutter_login_sessions (id_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
                session.idHash(),
                Columns.userIdOrNull(session.user()),
                Columns.micros(session.createdAt()),
                Columns.micros(session.expiresAt()));
    }

    @Override
    public Option<LoginSession> find(String idHash) {
        return sql.first(
                "loginSessions.find",
                "SELECT id_hash, user_id, created_at, expires_at FROM {schema}.shutter_login_sessions WHERE id_hash = ?",
                row -> new LoginSession(
                        row.getString("id_hash"),
                        Columns.optionalUserId(row, "user_id"),
                        Columns.instant(row, "created_at"),
                        Columns.instant(row, "expires_at")),
                idHash);
    }

    @Override
    public void remove(String idHash) {
        sql.update("loginSessions.remove", "DELETE FROM {schema}.shutter_login_sessions WHERE id_hash = ?", idHash);
    }

    @Override
    public int deleteExpiredBefore(Instant cutoff, int limit) {
        return Housekeeping.delete(
                sql,
                "loginSessions.deleteExpired",
                "shutter_login_sessions",
                "id_hash",
                "expires_at < ?",
                cutoff,
                limit);
    }

    @Override
    public void removeAllOf(UserId user) {
        sql.update(
                "loginSessions.removeAllOf",
                "DELETE FROM {schema}.shutter_login_sessions WHERE user_id = ?",
                Columns.key(user));
    }
}
