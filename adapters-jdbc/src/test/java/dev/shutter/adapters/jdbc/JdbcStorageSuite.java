package dev.shutter.adapters.jdbc;

import dev.shutter.ports.contract.BatchedSpendingContract;
import dev.shutter.ports.contract.CommentScenarios;
import dev.shutter.ports.contract.ConcurrencyContract;
import dev.shutter.ports.contract.ErasureAndExportScenarios;
import dev.shutter.ports.contract.EventScenarios;
import dev.shutter.ports.contract.HousekeepingContract;
import dev.shutter.ports.contract.IntrospectionScenarios;
import dev.shutter.ports.contract.OAuthScenarios;
import dev.shutter.ports.contract.OperatorScenarios;
import dev.shutter.ports.contract.OperatorViewsScenarios;
import dev.shutter.ports.contract.OutboxContract;
import dev.shutter.ports.contract.PersonalDataStoresContract;
import dev.shutter.ports.contract.RateCountersContract;
import dev.shutter.ports.contract.RefusedRequestsContract;
import dev.shutter.ports.contract.RelationshipEventReplayContract;
import dev.shutter.ports.contract.RelationshipScenarios;
import dev.shutter.ports.contract.RelationshipsContract;
import dev.shutter.ports.contract.RequestScenarios;
import dev.shutter.ports.contract.StoresContract;
import dev.shutter.ports.contract.TokenOperationsScenarios;
import dev.shutter.ports.contract.TransactionsContract;
import dev.shutter.ports.out.Storage;
import org.junit.jupiter.api.Nested;

/**
 * The whole port contract kit and the JDBC specifics, once for each database: a subclass says how to
 * open a fresh storage ({@link #open()}), and JUnit runs every nested class below on it.
 */
abstract class JdbcStorageSuite {

    /** A fresh, empty storage on the database under test. */
    abstract Storage open();

    @Nested
    class Stores extends StoresContract {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class RateCounters extends RateCountersContract {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class RefusedRequests extends RefusedRequestsContract {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class BatchedSpending extends BatchedSpendingContract {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class Housekeeping extends HousekeepingContract {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class Relationships extends RelationshipsContract {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class Transactions extends TransactionsContract {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class ConcurrentRelationships extends ConcurrencyContract {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class Comments extends CommentScenarios {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class OAuth extends OAuthScenarios {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class Operator extends OperatorScenarios {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class RelationshipUseCases extends RelationshipScenarios {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class TokenOperations extends TokenOperationsScenarios {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class Requests extends RequestScenarios {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class PersonalDataStores extends PersonalDataStoresContract {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class Introspection extends IntrospectionScenarios {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class OperatorViews extends OperatorViewsScenarios {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class ErasureAndExport extends ErasureAndExportScenarios {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class Outbox extends OutboxContract {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class Events extends EventScenarios {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class EventReplay extends RelationshipEventReplayContract {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }

    @Nested
    class Specifics extends JdbcSpecifics {
        @Override
        protected Storage newStorage() {
            return JdbcStorageSuite.this.open();
        }
    }
}
