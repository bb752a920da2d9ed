-- A count finds its keys' rows of the minute by the counters' key (rate_key, minute_start). The minute being counted
-- is always newer than the table's statistics, so PostgreSQL expected few rows of it and read them by the minute's
-- index: every count read every key's row of the minute, thousands with thousands of tokens. On PostgreSQL that
-- index becomes a BRIN index, which housekeeping's scan of ended minutes still uses and a count never prefers to the
-- key (adapters-jdbc PostgresCountingReadsItsKeysTest). H2 keeps its index and only records what the table holds.
${rate_counters_minute_index};
