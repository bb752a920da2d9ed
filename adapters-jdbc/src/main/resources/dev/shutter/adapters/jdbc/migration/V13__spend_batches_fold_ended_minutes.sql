-- The function that spends a node's batch (V11) made again, as shutter_spend.sql now writes it: its write names its
-- keys, and a key with room for every request of the batch answers its ended minutes as one bucket of their sum (a
-- full key one a minute, for its retry-after; adapters-jdbc BatchSpending), so a batch answers a few rows a key, not
-- up to 59. H2 spends a batch one request after the other and only records what the table holds.
${spend_batches};
