-- A Shutter read with its rate count in PostgreSQL, as bench/run drives it: every client counts in the
-- same bucket (one token), an upsert committing by itself, then one indexed read.
\set id random(1, 100000)
INSERT INTO shutter_rate_buckets (rate_key, minute, hits) VALUES ('one-token', 1, 1)
  ON CONFLICT (rate_key, minute) DO UPDATE SET hits = shutter_rate_buckets.hits + 1 RETURNING hits;
SELECT name FROM shutter_users WHERE id = :id;
