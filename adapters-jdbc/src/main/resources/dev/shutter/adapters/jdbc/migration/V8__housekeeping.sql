-- Housekeeping deletes ended rows in small batches by these times; without an index each batch would
-- scan its whole table.
CREATE INDEX shutter_authorization_codes_expires_ix ON shutter_authorization_codes (expires_at);
CREATE INDEX shutter_login_sessions_expires_ix ON shutter_login_sessions (expires_at);
CREATE INDEX shutter_access_tokens_revoked_ix ON shutter_access_tokens (revoked_at);
CREATE INDEX shutter_access_tokens_issued_ix ON shutter_access_tokens (issued_at);
CREATE INDEX shutter_access_tokens_last_used_ix ON shutter_access_tokens (last_used_at);
CREATE INDEX shutter_rate_counters_minute_ix ON shutter_rate_counters (minute_start);
CREATE INDEX shutter_login_throttles_last_failure_ix ON shutter_login_throttles (last_failure);
