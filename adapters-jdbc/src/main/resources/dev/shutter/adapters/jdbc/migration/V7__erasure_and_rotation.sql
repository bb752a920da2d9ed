-- Erased users leave only their id and when they were erased, so that the id is never given again.
CREATE TABLE shutter_erased_users (
    id        NUMERIC(19, 0) NOT NULL,
    erased_at BIGINT         NOT NULL,
    CONSTRAINT shutter_erased_users_pk PRIMARY KEY (id)
);

-- An app's previous secret, still accepted until 'until' after a rotation with a grace period
-- (StoredSecret.encoded(), never the secret; the signing secret only sealed, as in clients).
CREATE TABLE shutter_client_retiring_secrets (
    client_id             VARCHAR(64)  NOT NULL,
    secret                VARCHAR(255) NOT NULL,
    sealed_signing_secret VARCHAR,
    until                 BIGINT       NOT NULL,
    CONSTRAINT shutter_client_retiring_secrets_pk PRIMARY KEY (client_id),
    CONSTRAINT shutter_client_retiring_secrets_client_fk FOREIGN KEY (client_id) REFERENCES shutter_clients (id) ON DELETE CASCADE
);
