-- The same with each client toggling an edge of its own (many users, as in production): the toggles no
-- longer wait for one another, and their commits share the WAL's flushes.
BEGIN ISOLATION LEVEL SERIALIZABLE;
SELECT status FROM shutter_edges WHERE follower_id = :client_id AND followee_id = 2;
WITH unfollowed AS (DELETE FROM shutter_edges WHERE follower_id = :client_id AND followee_id = 2 RETURNING 1)
  INSERT INTO shutter_edges (follower_id, followee_id, status) SELECT :client_id, 2, 'follows'
  WHERE NOT EXISTS (SELECT 1 FROM unfollowed);
COMMIT;
