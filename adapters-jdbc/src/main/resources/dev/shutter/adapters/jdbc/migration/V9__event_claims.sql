-- Which process reads a shared reader now (the webhooks of a cluster's nodes): the holder's name and the end
-- of its lease in microseconds of the injected clock. One row per reader that was ever claimed; a holder
-- renews its lease with each saved position, and another may take the reader once the lease ran out.
CREATE TABLE shutter_event_claims (
    reader     VARCHAR(255) NOT NULL,
    holder     VARCHAR(255) NOT NULL,
    held_until BIGINT       NOT NULL,
    CONSTRAINT shutter_event_claims_pk PRIMARY KEY (reader)
);
