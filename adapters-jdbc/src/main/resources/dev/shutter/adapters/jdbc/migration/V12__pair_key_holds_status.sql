-- A pair's links are read by key on every relationship read and change: (SELECT status FROM shutter_edges WHERE
-- follower_id = ? AND followee_id = ?). On PostgreSQL the primary key holds the status too (INCLUDE), so that probe
-- reads the key alone. Without it the key could not answer the probe without the table while the lists' indexes hold
-- every column, and a generic plan read the pair in one of those: a user's every follower, or followee, in turn,
-- thousands for a popular user (adapters-jdbc PostgresPairPlansTest, docs/decisions/round-trips-on-postgresql.md).
-- H2 has no INCLUDE and probes the key; it only records what the table holds.
${edges_pair_key};
