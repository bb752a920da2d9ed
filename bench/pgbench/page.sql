-- A first page of 50 follows as Shutter reads it on PostgreSQL (OneStatementReads.ownedPageStatement, the
-- viewer the owner): the owner with their block of the viewer, then the page's edges each with its user, one
-- index probe a user (the LATERAL subquery).
WITH p AS (SELECT followee_id AS other_id, changed_at FROM shutter_edges WHERE follower_id = 1
    AND status = 'follows' ORDER BY follower_id, status, changed_at DESC, followee_id DESC FETCH FIRST 50 ROWS ONLY)
  SELECT 0 AS part, u.id, u.username, u.full_name, u.first_name, u.last_name, u.profile_picture, u.is_private,
    EXISTS (SELECT 1 FROM shutter_blocks WHERE blocker_id = u.id AND blocked_id = 1) AS blocked,
    NULL AS other_id, NULL AS changed_at FROM shutter_users u WHERE u.id = 1
  UNION ALL SELECT 1, u.id, u.username, u.full_name, u.first_name, u.last_name, u.profile_picture, u.is_private, FALSE, p.other_id, p.changed_at
    FROM p LEFT JOIN LATERAL (SELECT u.id, u.username, u.full_name, u.first_name, u.last_name, u.profile_picture, u.is_private FROM shutter_users u WHERE u.id = p.other_id OFFSET 0) u ON TRUE
  ORDER BY part, changed_at DESC, other_id DESC;
