-- POST /oauth/access_token's writes as Shutter makes them on PostgreSQL (Storage.redeem): a fresh code is
-- inserted (the consent's work, here to have one), then one statement marks it used and inserts the token
-- issued from it, each committed by itself.
\set r random(1, 2000000000)
INSERT INTO shutter_authorization_codes VALUES (md5(:r::text || '-' || :client_id), 'app', 1,
  'https://app.example/cb', 'basic', NULL, 1, 2, NULL);
WITH used AS (UPDATE shutter_authorization_codes SET used_at = 3
    WHERE code_hash = md5(:r::text || '-' || :client_id) AND used_at IS NULL RETURNING code_hash)
  INSERT INTO shutter_access_tokens SELECT md5('t' || :r::text || '-' || :client_id), 1, 'app', 'basic', 3, 3, NULL, code_hash
  FROM used;
