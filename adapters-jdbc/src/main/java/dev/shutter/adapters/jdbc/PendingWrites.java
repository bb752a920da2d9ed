package dev.shutter.adapters.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The writes of one transaction that have not gone to the database yet (see {@link JdbcTransactions#write}).
 * They go as one statement of several, separated by semicolons, which the PostgreSQL driver sends in one
 * exchange (one {@code Sync}), with the {@code COMMIT} last when the transaction ends.
 */
final class PendingWrites {

    private final List<String> operations = new ArrayList<>();
    private final List<String> statements = new ArrayList<>();
    private final List<Object> params = new ArrayList<>();

    void add(String operation, String statement, Object[] statementParams) {
        operations.add(operation);
        statements.add(statement);
        params.addAll(List.of(statementParams));
    }

    boolean isEmpty() {
        return statements.isEmpty();
    }

    void clear() {
        operations.clear();
        statements.clear();
        params.clear();
    }

    /**
     * Sends the writes in {@code transaction}, and the {@code COMMIT} after them when {@code commit}; they are
     * gone after, sent or not. Without the {@code COMMIT}, they carry the transaction's head when it has not
     * gone yet ({@link OpenTransaction}).
     */
    void send(OpenTransaction transaction, boolean commit) {
        boolean head = !commit && transaction.sendsHead();
        List<String> all = new ArrayList<>(statements);
        if (commit) {
            all.add("COMMIT");
        }
        String operation = String.join("+", operations);
        Object[] values = params.toArray();
        clear();
        transaction.sending();
        Connection connection = transaction.connection();
        String text = String.join("; ", all);
        try (PreparedStatement statement = connection.prepareStatement(head ? transaction.text(text) : text)) {
            Sql.bind(statement, head ? transaction.params(values) : values);
            statement.execute();
            if (head) {
                transaction.readHead(statement);
            }
        } catch (SQLException e) {
            throw StorageException.of(operation, e);
        }
    }
}
