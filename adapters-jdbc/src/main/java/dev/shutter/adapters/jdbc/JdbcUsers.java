package dev.shutter.adapters.jdbc;

import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Users;
import io.vavr.control.Option;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** Users in the {@code users} table; a unique lower-cased username column makes names unique in any case. */
final class JdbcUsers implements Users {

    static final String COLUMNS = "id, username, full_name, first_name, last_name, profile_picture, is_private";

    /** A user's columns by their names in {@link #COLUMNS}. */
    private static final UserColumns PLAIN = new UserColumns("");

    static final RowMapper<User> USER = row -> user(row, PLAIN);

    /**
     * The names of a user's columns, each {@link #COLUMNS}' name after a prefix ({@code cp_} for a relationship
     * read's counterpart): made once, as a name made afresh for every value read is hashed again by the lookup.
     */
    record UserColumns(
            String id,
            String username,
            String fullName,
            String firstName,
            String lastName,
            String profilePicture,
            String isPrivate) {

        UserColumns(String prefix) {
            this(
                    prefix + "id",
                    prefix + "username",
                    prefix + "full_name",
                    prefix + "first_name",
                    prefix + "last_name",
                    prefix + "profile_picture",
                    prefix + "is_private");
        }
    }

    /** The user of the columns named by {@code columns}. */
    static User user(Rows row, UserColumns columns) throws SQLException {
        return new User(
                Columns.userId(row, columns.id()),
                row.getString(columns.username()),
                row.getString(columns.fullName()),
                row.getString(columns.firstName()),
                row.getString(columns.lastName()),
                row.getString(columns.profilePicture()),
                row.getBoolean(columns.isPrivate()));
    }

    private final Sql sql;

    JdbcUsers(Sql sql) {
        this.sql = sql;
    }

    @Override
    public Option<User> find(UserId id) {
        return sql.first(
                "users.find", "SELECT " + COLUMNS + " FROM {schema}.shutter_users WHERE id = ?", USER, Columns.key(id));
    }

    @Override
    public Map<UserId, User> findAll(Collection<UserId> ids) {
        Set<UserId> distinct = new LinkedHashSet<>(ids);
        if (distinct.isEmpty()) {
            return Map.of();
        }
        BigDecimal[] keys = distinct.stream().map(Columns::key).toArray(BigDecimal[]::new);
        Map<UserId, User> found = new HashMap<>();
        for (User user : sql.list(
                "users.findAll",
                "SELECT " + COLUMNS + " FROM {schema}.shutter_users WHERE id = ANY (?)",
                USER,
                new Sql.NumericArray(keys))) {
            found.put(user.id(), user);
        }
        return found;
    }

    @Override
    public Option<User> findByUsername(String username) {
        return sql.first(
                "users.findByUsername",
                "SELECT " + COLUMNS + " FROM {schema}.shutter_users WHERE username_key = ?",
                USER,
                key(username));
    }

    @Override
    public void add(User user, Option<String> passwordHash) {
        sql.update(
                "users.add",
                "INSERT INTO {schema}.shutter_users (" + COLUMNS
                        + ", username_key, password_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                Columns.storable(user.id()),
                user.username(),
                user.fullName(),
                user.firstName(),
                user.lastName(),
                user.profilePicture(),
                user.isPrivate(),
                key(user.username()),
                Columns.text(passwordHash));
    }

    @Override
    public void update(User user) {
        int updated = sql.update(
                "users.update",
                "UPDATE {schema}.shutter_users SET username = ?, username_key = ?, full_name = ?, first_name = ?, last_name = ?,"
                        + " profile_picture = ?, is_private = ? WHERE id = ?",
                user.username(),
                key(user.username()),
                user.fullName(),
                user.firstName(),
                user.lastName(),
                user.profilePicture(),
                user.isPrivate(),
                Columns.key(user.id()));
        if (updated != 1) {
            throw new IllegalStateException("no such user to update");
        }
    }

    @Override
    public Option<String> passwordHash(UserId id) {
        return sql.first(
                        "users.passwordHash",
                        "SELECT password_hash FROM {schema}.shutter_users WHERE id = ?",
                        row -> Option.of(row.getString("password_hash")),
                        Columns.key(id))
                .flatMap(hash -> hash);
    }

    /** Usernames are ASCII letters, digits, dots and underscores, so the root locale lower-cases them all. */
    private static String key(String username) {
        return username.toLowerCase(Locale.ROOT);
    }

    @Override
    public void erase(UserId id, Instant at) {
        sql.atomically(() -> {
            if (sql.update("users.erase", "DELETE FROM {schema}.shutter_users WHERE id = ?", Columns.key(id)) > 0) {
                sql.update(
                        "users.erase",
                        "INSERT INTO {schema}.shutter_erased_users (id, erased_at) VALUES (?, ?)",
                        Columns.storable(id),
                        Columns.micros(at));
            }
            return true;
        });
    }

    @Override
    public boolean erased(UserId id) {
        return sql.first(
                        "users.erased",
                        "SELECT 1 FROM {schema}.shutter_erased_users WHERE id = ?",
                        row -> true,
                        Columns.key(id))
                .isDefined();
    }
}
