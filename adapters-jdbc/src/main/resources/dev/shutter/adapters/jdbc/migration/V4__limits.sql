-- Failed logins per username as typed (lower-cased by the caller), known or not.
CREATE TABLE shutter_login_throttles (
    username     VARCHAR(255) NOT NULL,
    failures     INTEGER      NOT NULL,
    last_failure BIGINT,
    CONSTRAINT shutter_login_throttles_pk PRIMARY KEY (username),
    CONSTRAINT shutter_login_throttles_failures_ck CHECK (failures >= 0)
);

-- Requests per key and one-minute bucket; the primary key is what the atomic upsert conflicts on.
CREATE TABLE shutter_rate_counters (
    rate_key     VARCHAR(255) NOT NULL,
    minute_start BIGINT       NOT NULL,
    requests     BIGINT       NOT NULL,
    CONSTRAINT shutter_rate_counters_pk PRIMARY KEY (rate_key, minute_start)
);
