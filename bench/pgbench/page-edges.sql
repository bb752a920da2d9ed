-- The keyset scan of a first page of 50 follows, alone (KeysetPages.statement).
SELECT followee_id AS other_id, changed_at FROM shutter_edges WHERE follower_id = 1 AND status = 'follows'
  ORDER BY follower_id, status, changed_at DESC, followee_id DESC FETCH FIRST 50 ROWS ONLY;
