package dev.shutter.adapters.jdbc;

import dev.shutter.domain.oauth.LoginThrottle;
import dev.shutter.ports.out.LoginThrottles;
import java.time.Instant;

/** Failed-login counts per username; no row is a clean slate. */
final class JdbcLoginThrottles implements LoginThrottles {

    private final Sql sql;

    JdbcLoginThrottles(Sql sql) {
        this.sql = sql;
    }

    @Override
    public LoginThrottle of(String username) {
        return sql.first(
                        "loginThrottles.of",
                        "SELECT failures, last_failure FROM {schema}.shutter_login_throttles WHERE username = ?",
                        row -> new LoginThrottle(row.getInt("failures"), Columns.optionalInstant(row, "last_failure")),
                        username)
                .getOrElse(LoginThrottle::clean);
    }

    @Override
    public void save(String username, LoginThrottle throttle) {
        sql.atomically(() -> {
            Object lastFailure = Columns.micros(throttle.lastFailure());
            int updated = sql.update(
                    "loginThrottles.save",
                    "UPDATE {schema}.shutter_login_throttles SET failures = ?, last_failure = ? WHERE username = ?",
                    throttle.failures(),
                    lastFailure,
                    username);
            if (updated == 0) {
                sql.update(
                        "loginThrottles.save",
                        "INSERT INTO {schema}.shutter_login_throttles (failures, last_failure, username) VALUES (?, ?, ?)",
                        throttle.failures(),
                        lastFailure,
                        username);
            }
            return true;
        });
    }

    @Override
    public void clear(String username) {
        sql.update("loginThrottles.clear", "DELETE FROM {schema}.shutter_login_throttles WHERE username = ?", username);
    }

    @Override
    public int deleteLastFailedBefore(Instant cutoff, int limit) {
        return Housekeeping.delete(
                sql,
                "loginThrottles.deleteStale",
                "shutter_login_throttles",
                "username",
                "last_failure < ? OR last_failure IS NULL",
                cutoff,
                limit);
    }
}
