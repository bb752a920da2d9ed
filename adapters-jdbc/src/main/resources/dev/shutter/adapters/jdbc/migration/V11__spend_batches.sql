-- A node's batch of requests spent in one statement, each request decided in turn with every key of the batch
-- locked (adapters-jdbc BatchSpending, docs/concepts.md#rate-limits): on PostgreSQL a function; H2 spends a
-- batch one request after the other and only records what the table holds.
${spend_batches};
