-- Housekeeping deletes ended rows in small batches by these times; without an index each batch would
-- scan its whole table.
CREATE INDEX authorization_codes_expires_ix ON authorization_codes (expires_at);
CREATE INDEX login_sessions_expires_ix ON login_sessions (expires_at);
CREATE INDEX access_tokens_revoked_ix ON access_tokens (revoked_at);
CREATE INDEX access_tokens_issued_ix ON access_tokens (issued_at);
CREATE INDEX access_tokens_last_used_ix ON access_tokens (last_used_at);
CREATE INDEX rate_counters_minute_ix ON rate_counters (minute_start);
CREATE INDEX login_throttles_last_failure_ix ON login_throttles (last_failure);
