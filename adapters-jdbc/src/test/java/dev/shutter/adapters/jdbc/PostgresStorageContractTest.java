package dev.shutter.adapters.jdbc;

import dev.shutter.ports.contract.CommentScenarios;
import dev.shutter.ports.contract.ConcurrencyContract;
import dev.shutter.ports.contract.OAuthScenarios;
import dev.shutter.ports.contract.OperatorScenarios;
import dev.shutter.ports.contract.RelationshipScenarios;
import dev.shutter.ports.contract.RelationshipsContract;
import dev.shutter.ports.contract.RequestScenarios;
import dev.shutter.ports.contract.StoresContract;
import dev.shutter.ports.contract.TransactionsContract;
import dev.shutter.ports.out.Storage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.extension.ExtendWith;

/** The whole port contract kit, and the JDBC specifics, on PostgreSQL, in a fresh schema per test. */
@DisplayName("JDBC storage on PostgreSQL")
@ExtendWith(PostgresAvailable.class)
class PostgresStorageContractTest {

    /** Enough for the eight threads of the concurrency contract, few enough for a shared server. */
    static final int POOL_SIZE = 8;

    static Storage open() {
        return PostgresTestDatabase.newStorage(POOL_SIZE);
    }

    @Nested
    class Stores extends StoresContract {
        @Override
        protected Storage newStorage() {
            return open();
        }
    }

    @Nested
    class Relationships extends RelationshipsContract {
        @Override
        protected Storage newStorage() {
            return open();
        }
    }

    @Nested
    class Transactions extends TransactionsContract {
        @Override
        protected Storage newStorage() {
            return open();
        }
    }

    @Nested
    class ConcurrentRelationships extends ConcurrencyContract {
        @Override
        protected Storage newStorage() {
            return open();
        }
    }

    @Nested
    class Comments extends CommentScenarios {
        @Override
        protected Storage newStorage() {
            return open();
        }
    }

    @Nested
    class OAuth extends OAuthScenarios {
        @Override
        protected Storage newStorage() {
            return open();
        }
    }

    @Nested
    class Operator extends OperatorScenarios {
        @Override
        protected Storage newStorage() {
            return open();
        }
    }

    @Nested
    class RelationshipUseCases extends RelationshipScenarios {
        @Override
        protected Storage newStorage() {
            return open();
        }
    }

    @Nested
    class Requests extends RequestScenarios {
        @Override
        protected Storage newStorage() {
            return open();
        }
    }

    @Nested
    class Specifics extends JdbcSpecifics {
        @Override
        protected Storage newStorage() {
            return open();
        }
    }
}
