-- Apps. The secret is StoredSecret.encoded() ('sha256:...' or 'slow:...'), never the secret; null for a
-- public client. The signing secret is stored only sealed (AES-GCM under a key outside storage).
CREATE TABLE shutter_clients (
    id                      VARCHAR(64) NOT NULL,
    secret                  VARCHAR(255),
    name                    VARCHAR     NOT NULL,
    status                  VARCHAR(20) NOT NULL,
    approved_scopes         VARCHAR     NOT NULL,
    comment_write           BOOLEAN     NOT NULL,
    implicit_allowed        BOOLEAN     NOT NULL,
    enforce_signed_requests BOOLEAN     NOT NULL,
    sealed_signing_secret   VARCHAR,
    created_time            BIGINT      NOT NULL,
    CONSTRAINT shutter_clients_pk PRIMARY KEY (id),
    CONSTRAINT shutter_clients_status_ck CHECK (status IN ('live', 'sandbox', 'unreviewed-live'))
);

CREATE TABLE shutter_client_redirect_uris (
    client_id VARCHAR(64)   NOT NULL,
    seq       INTEGER       NOT NULL,
    uri       VARCHAR(2048) NOT NULL,
    CONSTRAINT shutter_client_redirect_uris_pk PRIMARY KEY (client_id, seq),
    CONSTRAINT shutter_client_redirect_uris_client_fk FOREIGN KEY (client_id) REFERENCES shutter_clients (id) ON DELETE CASCADE
);

CREATE TABLE shutter_client_sandbox_users (
    client_id VARCHAR(64)    NOT NULL,
    user_id   NUMERIC(19, 0) NOT NULL,
    CONSTRAINT shutter_client_sandbox_users_pk PRIMARY KEY (client_id, user_id),
    CONSTRAINT shutter_client_sandbox_users_client_fk FOREIGN KEY (client_id) REFERENCES shutter_clients (id) ON DELETE CASCADE,
    CONSTRAINT shutter_client_sandbox_users_user_fk FOREIGN KEY (user_id) REFERENCES shutter_users (id)
);

CREATE INDEX shutter_client_sandbox_users_user_ix ON shutter_client_sandbox_users (user_id);

-- Tokens, codes and sessions are keyed by the SHA-256 of the secret value, never by the value.
CREATE TABLE shutter_access_tokens (
    token_hash       VARCHAR(128)   NOT NULL,
    user_id          NUMERIC(19, 0) NOT NULL,
    client_id        VARCHAR(64)    NOT NULL,
    scopes           VARCHAR        NOT NULL,
    issued_at        BIGINT         NOT NULL,
    last_used_at     BIGINT         NOT NULL,
    revoked_at       BIGINT,
    issued_from_code VARCHAR(128),
    CONSTRAINT shutter_access_tokens_pk PRIMARY KEY (token_hash),
    CONSTRAINT shutter_access_tokens_user_fk FOREIGN KEY (user_id) REFERENCES shutter_users (id),
    CONSTRAINT shutter_access_tokens_client_fk FOREIGN KEY (client_id) REFERENCES shutter_clients (id)
);

CREATE INDEX shutter_access_tokens_user_ix ON shutter_access_tokens (user_id, client_id);
CREATE INDEX shutter_access_tokens_client_ix ON shutter_access_tokens (client_id);
CREATE INDEX shutter_access_tokens_code_ix ON shutter_access_tokens (issued_from_code);

CREATE TABLE shutter_authorization_codes (
    code_hash      VARCHAR(128)   NOT NULL,
    client_id      VARCHAR(64)    NOT NULL,
    user_id        NUMERIC(19, 0) NOT NULL,
    redirect_uri   VARCHAR(2048)  NOT NULL,
    scopes         VARCHAR        NOT NULL,
    code_challenge VARCHAR(128),
    issued_at      BIGINT         NOT NULL,
    expires_at     BIGINT         NOT NULL,
    used_at        BIGINT,
    CONSTRAINT shutter_authorization_codes_pk PRIMARY KEY (code_hash),
    CONSTRAINT shutter_authorization_codes_client_fk FOREIGN KEY (client_id) REFERENCES shutter_clients (id),
    CONSTRAINT shutter_authorization_codes_user_fk FOREIGN KEY (user_id) REFERENCES shutter_users (id)
);

CREATE INDEX shutter_authorization_codes_client_ix ON shutter_authorization_codes (client_id);
CREATE INDEX shutter_authorization_codes_user_ix ON shutter_authorization_codes (user_id);

CREATE TABLE shutter_login_sessions (
    id_hash    VARCHAR(128)   NOT NULL,
    user_id    NUMERIC(19, 0),
    created_at BIGINT         NOT NULL,
    expires_at BIGINT         NOT NULL,
    CONSTRAINT shutter_login_sessions_pk PRIMARY KEY (id_hash),
    CONSTRAINT shutter_login_sessions_user_fk FOREIGN KEY (user_id) REFERENCES shutter_users (id)
);

CREATE INDEX shutter_login_sessions_user_ix ON shutter_login_sessions (user_id);
