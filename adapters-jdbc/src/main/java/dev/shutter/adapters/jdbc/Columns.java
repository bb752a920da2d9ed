package dev.shutter.adapters.jdbc;

import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.time.Instant;

/**
 * How domain values become column values and back.
 *
 * <p>Instants are epoch microseconds: PostgreSQL keeps no finer time, so every instant is truncated to
 * the microsecond when written, the same way on both databases, and what is read back compares exactly
 * with what a later query binds (list cursors among them).
 *
 * <p>User and comment ids are NUMERIC(19, 0), so they sort as numbers, as {@link UserId#compareTo} does.
 * A number has no leading zeros, so an id written with one ({@code "007"}) has no column value: it is
 * refused when stored, and looked up as {@link #NO_ID}, which matches no row.
 */
final class Columns {

    /** Matches no stored id: stored ids are never negative. */
    static final BigDecimal NO_ID = BigDecimal.valueOf(-1);

    private static final long MICROS_PER_SECOND = 1_000_000L;

    private Columns() {}

    /** {@code columns} ("a, b") each after {@code alias} ("t.a, t.b"): a table's column list in a join. */
    static String qualified(String alias, String columns) {
        return alias + "." + columns.replace(", ", ", " + alias + ".");
    }

    static long micros(Instant instant) {
        return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), MICROS_PER_SECOND), instant.getNano() / 1000);
    }

    static Instant instant(long micros) {
        return Instant.ofEpochSecond(
                Math.floorDiv(micros, MICROS_PER_SECOND), Math.floorMod(micros, MICROS_PER_SECOND) * 1000);
    }

    /** The instant truncated as it is stored. */
    static Instant stored(Instant instant) {
        return instant(micros(instant));
    }

    static Object micros(Option<Instant> instant) {
        return instant.<Object>map(Columns::micros).getOrElse(Sql.NULL_BIGINT);
    }

    static Option<Instant> optionalInstant(Rows row, String column) throws SQLException {
        long micros = row.getLong(column);
        return row.wasNull() ? Option.none() : Option.some(instant(micros));
    }

    static Instant instant(Rows row, String column) throws SQLException {
        return instant(row.getLong(column));
    }

    static Object text(Option<String> value) {
        return value.<Object>map(v -> v).getOrElse(Sql.NULL_VARCHAR);
    }

    static Option<String> optionalText(Rows row, String column) throws SQLException {
        return Option.of(row.getString(column));
    }

    /** The column value of {@code id} for a lookup; {@link #NO_ID} when it cannot be stored. */
    static BigDecimal key(UserId id) {
        return digits(id.value());
    }

    static BigDecimal key(CommentId id) {
        return digits(id.value());
    }

    /** The column value of {@code id} for an insert; refuses an id that would read back as another. */
    static BigDecimal storable(UserId id) {
        return requireStorable(key(id), "user");
    }

    static BigDecimal storable(CommentId id) {
        return requireStorable(key(id), "comment");
    }

    /** Scopes as stored, by their text: a token's scopes are read by every request it makes. */
    private static final Memo<String, Scopes> SCOPES = new Memo<>(256);

    /** The scopes in {@code column}, as stored by {@link Scopes#wireForm()}. */
    static Scopes scopes(Rows row, String column) throws SQLException {
        return scopes(row.getString(column));
    }

    /** Scopes stored as text ({@link Scopes#wireForm()}); null holds only {@code basic}. */
    static Scopes scopes(String text) throws SQLException {
        return SCOPES.of(
                text == null ? "" : text,
                stored -> Scopes.parse(stored)
                        .getOrElseThrow(unknown -> new IllegalStateException("unknown scope in storage")));
    }

    static UserId userId(Rows row, String column) throws SQLException {
        return new UserId(row.getBigDecimal(column).toPlainString());
    }

    static Option<UserId> optionalUserId(Rows row, String column) throws SQLException {
        BigDecimal value = row.getBigDecimal(column);
        return value == null ? Option.none() : Option.some(new UserId(value.toPlainString()));
    }

    static Object userIdOrNull(Option<UserId> id) {
        return id.<Object>map(Columns::storable).getOrElse(Sql.NULL_NUMERIC);
    }

    static CommentId commentId(Rows row, String column) throws SQLException {
        return new CommentId(row.getBigDecimal(column).toPlainString());
    }

    private static BigDecimal digits(String value) {
        boolean leadingZero = value.length() > 1 && value.charAt(0) == '0';
        return leadingZero ? NO_ID : new BigDecimal(value);
    }

    private static BigDecimal requireStorable(BigDecimal key, String kind) {
        if (key.equals(NO_ID)) {
            throw new IllegalArgumentException("a " + kind + " id with a leading zero cannot be stored");
        }
        return key;
    }
}
