package dev.shutter.adapters.jdbc;

import dev.shutter.ports.contract.BatchedSpendingContract;
import dev.shutter.ports.out.Storage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.extension.ExtendWith;

/** Many tokens spending through batches on two nodes that share one PostgreSQL schema, and its counts. */
@DisplayName("Batched spending on two nodes sharing PostgreSQL")
@ExtendWith(PostgresAvailable.class)
class PostgresBatchedSpendingOnTwoNodesTest extends BatchedSpendingContract {

    private JdbcStorage second;

    @Override
    protected Storage newStorage() {
        PostgresTestDatabase.requireReachable();
        String schema = PostgresTestDatabase.createSchema();
        try {
            JdbcStorage first = node(schema);
            second = node(schema);
            return new ClosingStorage(first, () -> {
                try {
                    second.close();
                    first.close();
                } finally {
                    PostgresTestDatabase.dropSchema(schema);
                }
            });
        } catch (RuntimeException e) {
            PostgresTestDatabase.dropSchema(schema);
            throw e;
        }
    }

    private static JdbcStorage node(String schema) {
        return JdbcStorage.at(PostgresTestDatabase.urlFor(schema + "_nowhere"))
                .schema(schema)
                .poolSize(PostgresStorageContractTest.POOL_SIZE)
                .open();
    }

    @Override
    protected Storage otherNode() {
        return second;
    }
}
