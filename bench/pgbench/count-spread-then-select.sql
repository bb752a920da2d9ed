-- The same with each client counting in a bucket of its own (many tokens, as in production).
\set id random(1, 100000)
INSERT INTO shutter_rate_buckets (rate_key, minute, hits) VALUES ('token-' || :client_id, 1, 1)
  ON CONFLICT (rate_key, minute) DO UPDATE SET hits = shutter_rate_buckets.hits + 1 RETURNING hits;
SELECT name FROM shutter_users WHERE id = :id;
