-- POST /v1/users/{id}/relationship as bench/run drives it: every client toggles the same edge (follow, then
-- unfollow), in a SERIALIZABLE transaction that reads the pair and then writes, committed with the WAL
-- flushed (user data keeps synchronous commits). Each toggle depends on the one before it: they can only
-- run one after another, so this is the most such toggles PostgreSQL commits a second here.
BEGIN ISOLATION LEVEL SERIALIZABLE;
SELECT status FROM shutter_edges WHERE follower_id = 1 AND followee_id = 2;
WITH unfollowed AS (DELETE FROM shutter_edges WHERE follower_id = 1 AND followee_id = 2 RETURNING 1)
  INSERT INTO shutter_edges (follower_id, followee_id, status) SELECT 1, 2, 'follows'
  WHERE NOT EXISTS (SELECT 1 FROM unfollowed);
COMMIT;
