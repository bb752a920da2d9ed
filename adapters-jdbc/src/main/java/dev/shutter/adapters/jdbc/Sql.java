package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.StorageUnavailableException;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The little JDBC the stores need: a query into rows, an update, and several statements as one. Every
 * value is a bind parameter; statements are constants of the stores, so no value reaches SQL text. Each
 * statement names Shutter's tables as {@code {schema}.table}, qualified here by {@link Schema#qualify}.
 */
final class Sql {

    /** A typed SQL NULL, for drivers that want to know the type of an absent value. */
    record Null(int sqlType) {}

    /**
     * An array of NUMERIC values, bound as one parameter ({@code = ANY (?)}): a statement with one
     * parameter per value is planned again for every execution, which cost more than the lookups.
     */
    record NumericArray(BigDecimal[] values) {}

    /** An array of VARCHAR values, bound as one parameter. */
    record TextArray(String[] values) {}

    static final Null NULL_BIGINT = new Null(Types.BIGINT);
    static final Null NULL_NUMERIC = new Null(Types.NUMERIC);
    static final Null NULL_VARCHAR = new Null(Types.VARCHAR);

    /** Reads a whole result: for statements whose rows are not one value each. */
    @FunctionalInterface
    interface ResultReader<T> {
        T read(Rows rows) throws SQLException;
    }

    /**
     * A read built apart from its running: its statements, their parameters and how their rows map. {@link
     * #run} runs it here, on JDBC; {@code EventLoopReads} sends the very same statements without blocking, so
     * both answer alike.
     */
    sealed interface Read<T> permits One, Both {

        /** The store operation, for failures. */
        String operation();
    }

    /** One statement ({@link #read}). */
    record One<T>(String operation, String text, ResultReader<T> reader, Object[] params) implements Read<T> {

        /** The same statement, its answer mapped by {@code after}. */
        <U> One<U> map(Function<T, U> after) {
            return new One<>(operation, text, rows -> after.apply(reader.read(rows)), params);
        }
    }

    /**
     * Two statements sent as one exchange ({@link #readBoth}), each with its own parameters: the second's rows
     * are read with what was read from the first's.
     */
    record Both<A, T>(
            String operation,
            String first,
            Object[] firstParams,
            ResultReader<A> firstReader,
            String second,
            Object[] secondParams,
            FollowingReader<A, T> secondReader)
            implements Read<T> {}

    /** Sends a {@link Read} without waiting for its answer: the stage completes where the answer lands. */
    interface Sender {

        /** The answer of {@code read}; a failure fails the stage, it is never thrown. */
        <T> CompletionStage<T> send(Read<T> read);

        /** Closes the sender's connections; what is still in flight fails. */
        void close();

        /** The event loops the answers land on ({@link dev.shutter.ports.out.StorageThreads#eventLoops}). */
        ExecutorService eventLoops();
    }

    /** The most statement texts kept qualified; a store that builds texts of more shapes qualifies the rest each time. */
    private static final int QUALIFIED_KEPT = 512;

    private final JdbcTransactions transactions;
    private final Schema schema;
    private final Map<String, String> qualified = new ConcurrentHashMap<>();

    Sql(JdbcTransactions transactions, Schema schema) {
        this.transactions = transactions;
        this.schema = schema;
    }

    /**
     * {@code statement} with the schema's name in place: qualified once per text, not on every call (the
     * texts are the stores' constants, and the few the stores build come in a handful of shapes).
     */
    private String qualify(String statement) {
        String known = qualified.get(statement);
        if (known != null) {
            return known;
        }
        String text = schema.qualify(statement);
        if (qualified.size() < QUALIFIED_KEPT) {
            qualified.put(statement, text);
        }
        return text;
    }

    /** Runs {@code read} on JDBC and answers what it reads. */
    <T> T run(Read<T> read) {
        if (read instanceof One<T> one) {
            return read(one.operation(), one.text(), one.reader(), one.params());
        }
        return runBoth((Both<?, T>) read);
    }

    private <A, T> T runBoth(Both<A, T> both) {
        Object[] params = new Object[both.firstParams().length + both.secondParams().length];
        System.arraycopy(both.firstParams(), 0, params, 0, both.firstParams().length);
        System.arraycopy(both.secondParams(), 0, params, both.firstParams().length, both.secondParams().length);
        return readBoth(both.operation(), both.first(), both.second(), both.firstReader(), both.secondReader(), params);
    }

    /** What {@code reader} reads from the whole result of {@code query}. */
    <T> T read(String operation, String query, ResultReader<T> reader, Object... params) {
        String text = qualify(query);
        return transactions.statement(operation, text, params, true, statement -> {
            try (ResultSet rows = statement.getResultSet()) {
                return reader.read(new JdbcRows(rows));
            }
        });
    }

    /** Reads the result of a second statement with what was read from the first's. */
    @FunctionalInterface
    interface FollowingReader<A, B> {
        B read(A first, Rows rows) throws SQLException;
    }

    /**
     * PostgreSQL only: two queries sent as one exchange (the driver sends both, then waits once: one round
     * trip, one implicit transaction), the first result read by {@code firstReader}, the second by {@code
     * secondReader} with what the first gave. {@code params} are both statements' in order.
     */
    <A, B> B readBoth(
            String operation,
            String first,
            String second,
            ResultReader<A> firstReader,
            FollowingReader<A, B> secondReader,
            Object... params) {
        String text = qualify(first + ";\n" + second);
        return transactions.statement(operation, text, params, true, statement -> {
            A read;
            try (ResultSet rows = statement.getResultSet()) {
                read = firstReader.read(new JdbcRows(rows));
            }
            if (!statement.getMoreResults()) {
                throw new SQLException("the second of two statements answered no rows");
            }
            try (ResultSet rows = statement.getResultSet()) {
                return secondReader.read(read, new JdbcRows(rows));
            }
        });
    }

    /** Every row {@code query} selects. */
    <T> List<T> list(String operation, String query, RowMapper<T> mapper, Object... params) {
        return read(
                operation,
                query,
                rows -> {
                    List<T> found = new ArrayList<>();
                    while (rows.next()) {
                        found.add(mapper.map(rows));
                    }
                    return found;
                },
                params);
    }

    /** The first row {@code query} selects, if any; the others are not read. */
    <T> Option<T> first(String operation, String query, RowMapper<T> mapper, Object... params) {
        return read(operation, query, rows -> rows.next() ? Option.some(mapper.map(rows)) : Option.<T>none(), params);
    }

    /** Runs an insert, update or delete; the number of rows it touched. */
    int update(String operation, String statementText, Object... params) {
        String text = qualify(statementText);
        return transactions.statement(operation, text, params, false, PreparedStatement::getUpdateCount);
    }

    /**
     * {@link #update}, for an update that keeps a request's books (a token's last use, a count taken back) rather
     * than making the change the request asks for: when its answer is lost it may have applied, yet the request
     * did not, so it fails as the storage plainly unavailable, never as {@link
     * StorageUnavailableException#mayHaveApplied()}.
     */
    int bookkeeping(String operation, String statementText, Object... params) {
        try {
            return update(operation, statementText, params);
        } catch (StorageUnavailableException e) {
            throw e.mayHaveApplied() ? new StorageUnavailableException(e.getMessage()) : e;
        }
    }

    /**
     * Runs an insert, update or delete whose count nothing needs; inside a transaction on PostgreSQL it goes
     * with the transaction's next statement or its commit, in the same round trip (see {@link
     * JdbcTransactions#write}).
     */
    void write(String operation, String statementText, Object... params) {
        transactions.write(operation, qualify(statementText), params);
    }

    /** Whether this database takes an upsert as {@code INSERT ... ON CONFLICT}. */
    boolean onConflict() {
        return transactions.dialect().pipelinesWrites();
    }

    /** Runs an insert once per parameter row, as one batch. */
    void batch(String operation, String statementText, List<Object[]> rows) {
        if (rows.isEmpty()) {
            return;
        }
        String text = qualify(statementText);
        transactions.run(operation, connection -> {
            try (PreparedStatement statement = connection.prepareStatement(text)) {
                for (Object[] params : rows) {
                    bind(statement, params);
                    statement.addBatch();
                }
                statement.executeBatch();
                return rows.size();
            }
        });
    }

    /** Whether the calling thread is inside a transaction. */
    boolean inTransaction() {
        return transactions.inTransaction();
    }

    /** Runs several statements as one: in the current transaction, or in one of their own. */
    <T> T atomically(Supplier<T> work) {
        return transactions
                .<RuntimeException, T>execute(() -> Either.right(work.get()))
                .get();
    }

    static void bind(PreparedStatement statement, Object[] params) throws SQLException {
        for (int i = 0; i < params.length; i++) {
            Object value = params[i];
            if (value instanceof Null typed) {
                statement.setNull(i + 1, typed.sqlType());
            } else if (value instanceof NumericArray array) {
                statement.setArray(i + 1, statement.getConnection().createArrayOf("numeric", array.values()));
            } else if (value instanceof TextArray array) {
                statement.setArray(i + 1, statement.getConnection().createArrayOf("varchar", array.values()));
            } else if (value == null) {
                throw new IllegalArgumentException("absent values are bound as a typed Sql.Null");
            } else {
                statement.setObject(i + 1, value);
            }
        }
    }
}
