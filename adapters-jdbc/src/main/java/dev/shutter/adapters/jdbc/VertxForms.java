package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.StorageUnavailableException;
import io.vertx.core.VertxException;
import io.vertx.sqlclient.DatabaseException;
import io.vertx.sqlclient.Tuple;
import io.vertx.sqlclient.data.Numeric;
import java.io.IOException;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeoutException;

/**
 * The JDBC path's forms in the terms of Vert.x's PostgreSQL client, for {@link EventLoopReads}: a statement's {@code ?} as {@code $n}, its parameters as a tuple, and a failure of the
 * client as the storage's exception, as JDBC's would be.
 */
final class VertxForms {

    private VertxForms() {}

    /**
     * A JDBC text with its {@code ?} placeholders numbered {@code $1..$n}, as PostgreSQL's own protocol wants
     * them; a {@code ?} inside a quoted literal ({@code '...'}) or identifier ({@code "..."}) stays as it is.
     */
    static String numbered(String jdbcText) {
        StringBuilder text = new StringBuilder(jdbcText.length() + 16);
        int parameter = 0;
        char quote = 0;
        for (int i = 0; i < jdbcText.length(); i++) {
            char c = jdbcText.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0; // a doubled quote closes and opens again: the same as staying inside
                }
                text.append(c);
            } else if (c == '\'' || c == '"') {
                quote = c;
                text.append(c);
            } else if (c == '?') {
                text.append('$').append(++parameter);
            } else {
                text.append(c);
            }
        }
        return text.toString();
    }

    /** The parameters as Vert.x binds them: the arrays as Java arrays, a typed SQL NULL as null. */
    static Tuple tuple(Object[] params) {
        Tuple tuple = Tuple.tuple();
        for (Object value : params) {
            if (value instanceof Sql.Null) {
                tuple.addValue(null);
            } else if (value instanceof Sql.TextArray array) {
                tuple.addValue(array.values().clone());
            } else if (value instanceof Sql.NumericArray array) {
                Numeric[] numbers = new Numeric[array.values().length];
                for (int i = 0; i < numbers.length; i++) {
                    BigDecimal number = array.values()[i];
                    numbers[i] = number == null ? null : Numeric.create(number);
                }
                tuple.addValue(numbers);
            } else if (value == null) {
                throw new IllegalArgumentException("absent values are bound as a typed Sql.Null");
            } else {
                tuple.addValue(value);
            }
        }
        return tuple;
    }

    /**
     * What a failure of Vert.x or of a reader is on the JDBC path: never a message of the server or the client,
     * which may carry the SQL or its values.
     */
    static RuntimeException failure(String operation, Throwable cause) {
        if (cause instanceof ReaderFailure read) {
            return read.getCause() instanceof SQLException sql
                    ? StorageException.of(operation, sql)
                    : (RuntimeException) read.getCause();
        }
        if (cause instanceof StorageUnavailableException unavailable) {
            return unavailable;
        }
        if (cause instanceof StorageException failed) {
            return failed;
        }
        if (cause instanceof DatabaseException database) {
            String state = database.getSqlState() == null ? "" : database.getSqlState();
            return StorageException.of(operation, state, cause.getClass().getSimpleName());
        }
        if (cause instanceof VertxException // closed, pending requests not sent, a pool or client closed
                || cause instanceof IOException
                || cause instanceof TimeoutException
                || cause instanceof RejectedExecutionException) {
            return StorageException.unavailable(operation, "");
        }
        return new StorageException(operation, "", cause.getClass().getSimpleName());
    }

    /** A failure of a reader, told apart from the client's own: it is the JDBC path's. */
    static final class ReaderFailure extends RuntimeException {
        ReaderFailure(Exception cause) {
            super(null, cause, false, false);
        }
    }
}
