-- A count finds its keys' rows of the minute by the counters' key (rate_key, minute_start). The minute being counted
-- is always newer than the table's statistics, so PostgreSQL expected one row of it and took the minute's index:
-- every count then read every key's row of the minute, thousands with thousands of tokens. On PostgreSQL that index
-- becomes a BRIN index, which housekeeping's scan of old minutes can use and a count never prefers to the key
-- (adapters-jdbc PostgresSpendBatchAnswerSizeTest). H2 keeps its index and only records what the table holds.
${rate_counters_minute_index};
-- The function that spends a node's batch (V11) made again, as shutter_spend.sql now writes it: its write finds
-- the keys' rows by key, and a key with room for every request of the batch answers its ended minutes as one
-- bucket of their sum (adapters-jdbc BatchSpending), so a batch answers a few rows a key, not up to 59.
${spend_batches};
