package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.StorageUnavailableException;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.ClosedConnectionException;
import io.vertx.sqlclient.DatabaseException;
import io.vertx.sqlclient.Tuple;
import io.vertx.sqlclient.data.Numeric;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.concurrent.RejectedExecutionException;

/**
 * The JDBC path's forms in the terms of Vert.x's PostgreSQL client, for {@link EventLoopReads}: a JDBC URL as
 * connect options, a statement's {@code ?} as {@code $n}, its parameters as a tuple, and a failure of the
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
        if (cause instanceof ClosedConnectionException
                || cause instanceof IOException
                || cause instanceof RejectedExecutionException) {
            return StorageException.unavailable(operation, "");
        }
        return new StorageException(operation, "", cause.getClass().getSimpleName());
    }

    /**
     * Vert.x's options for a JDBC URL of PostgreSQL: host, port, database, {@code user}, {@code password}, and
     * {@code currentSchema} as the session's {@code search_path}, {@code ApplicationName} (or {@code shutter})
     * with {@code -event-loops} after it as the {@code application_name}, so that an operator tells these
     * connections apart; other parameters are left out, but those of TLS are refused (these connections speak
     * none). No message names the URL, which may hold a password.
     */
    static PgConnectOptions connectOptions(String jdbcUrl) {
        String prefix = "jdbc:postgresql://";
        if (!jdbcUrl.startsWith(prefix)) {
            throw new IllegalArgumentException("event-loop reads need a JDBC URL of PostgreSQL (jdbc:postgresql://)");
        }
        URI uri;
        try {
            uri = URI.create(jdbcUrl.substring("jdbc:".length()));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("event-loop reads need a JDBC URL of PostgreSQL with one host");
        }
        if (uri.getHost() == null) {
            throw new IllegalArgumentException("event-loop reads need a JDBC URL of PostgreSQL with one host");
        }
        PgConnectOptions options = new PgConnectOptions()
                .setHost(uri.getHost())
                .setPort(uri.getPort() < 0 ? PgConnectOptions.DEFAULT_PORT : uri.getPort())
                .setDatabase(uri.getPath() == null ? "" : uri.getPath().replaceFirst("^/", ""));
        String application = "shutter-event-loops";
        String query = uri.getRawQuery() == null ? "" : uri.getRawQuery();
        for (String parameter : query.split("&")) {
            int equals = parameter.indexOf('=');
            if (equals < 0) {
                continue;
            }
            String name = URLDecoder.decode(parameter.substring(0, equals), StandardCharsets.UTF_8);
            String value = URLDecoder.decode(parameter.substring(equals + 1), StandardCharsets.UTF_8);
            switch (name) {
                case "user" -> options.setUser(value);
                case "password" -> options.setPassword(value);
                case "currentSchema" -> options.addProperty("search_path", value);
                case "ApplicationName" -> application = value + "-event-loops";
                case "sslmode" -> {
                    if (!value.equals("disable")) {
                        throw new IllegalArgumentException("event-loop reads speak no TLS yet: sslmode=disable only");
                    }
                }
                default -> {
                    if (name.startsWith("ssl")) {
                        throw new IllegalArgumentException("event-loop reads speak no TLS yet: the URL sets " + name);
                    }
                }
            }
        }
        return options.addProperty("application_name", application);
    }

    /** A failure of a reader, told apart from the client's own: it is the JDBC path's. */
    static final class ReaderFailure extends RuntimeException {
        ReaderFailure(Exception cause) {
            super(null, cause, false, false);
        }
    }
}
