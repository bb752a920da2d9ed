-- The function that spends a node's batch made again, as shutter_spend.sql now writes it: its write finds each key's
-- count by the key, in one object. It joined the keys' rows with the unnested counts, and PostgreSQL ran through the
-- counts once for each row, a time that grew with the square of the batch's keys: a batch of 150 requests took
-- 5.7 ms, now 2.0 (bench/pgbench/spend, docs/decisions/counting.md). H2 spends a batch one request after the other
-- and only records what the table holds.
${spend_batches};
