-- GET /v1/users/{id}/relationship as Shutter reads it on PostgreSQL with nothing to count (AuthenticatedReads,
-- the bearer with the relationship read ahead; the count goes with the node's next batch): the token with its app and
-- user, the user of the path, and the pair's four links. The tokens are of 128 users; the users asked about are drawn
-- Zipf-like, the first the most followed, as the mix draws them.
\set t random(1, 128)
\set them random_zipfian(1, 10000, 1.001)
WITH b AS (SELECT t.token_hash, t.user_id, t.client_id, t.scopes, t.issued_at, t.last_used_at, t.revoked_at, t.issued_from_code, u.id, u.username, u.full_name, u.first_name, u.last_name, u.profile_picture, u.is_private, c.secret, c.name, c.status, c.approved_scopes, c.comment_write, c.implicit_allowed, c.enforce_signed_requests, c.sealed_signing_secret, c.created_time,
    ARRAY(SELECT uri FROM shutter_client_redirect_uris r WHERE r.client_id = c.id ORDER BY seq) AS redirect_uris,
    ARRAY(SELECT user_id FROM shutter_client_sandbox_users s WHERE s.client_id = c.id) AS sandbox_users
    FROM shutter_access_tokens t JOIN shutter_users u ON u.id = t.user_id JOIN shutter_clients c ON c.id = t.client_id WHERE t.token_hash = :t),
  cp AS (SELECT u.id AS cp_id, u.username AS cp_username, u.full_name AS cp_full_name, u.first_name AS cp_first_name, u.last_name AS cp_last_name, u.profile_picture AS cp_profile_picture, u.is_private AS cp_is_private,
    (SELECT status FROM shutter_edges WHERE follower_id = b.user_id AND followee_id = u.id) AS mine,
    (SELECT status FROM shutter_edges WHERE follower_id = u.id AND followee_id = b.user_id) AS theirs,
    EXISTS (SELECT 1 FROM shutter_blocks WHERE blocker_id = b.user_id AND blocked_id = u.id) AS i_block,
    EXISTS (SELECT 1 FROM shutter_blocks WHERE blocker_id = u.id AND blocked_id = b.user_id) AS they_block
    FROM b JOIN shutter_users u ON u.id = :them)
  SELECT b.*, cp.* FROM b LEFT JOIN cp ON TRUE;
