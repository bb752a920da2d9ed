-- At most one edge per ordered pair (the primary key), in one of two states; no row means 'none'.
CREATE TABLE shutter_edges (
    follower_id NUMERIC(19, 0) NOT NULL,
    followee_id NUMERIC(19, 0) NOT NULL,
    status      VARCHAR(9)     NOT NULL,
    -- since when the edge is in its state (epoch microseconds); orders the lists
    changed_at  BIGINT         NOT NULL,
    CONSTRAINT shutter_edges_pk PRIMARY KEY (follower_id, followee_id),
    CONSTRAINT shutter_edges_status_ck CHECK (status IN ('requested', 'follows')),
    CONSTRAINT shutter_edges_not_self_ck CHECK (follower_id <> followee_id),
    CONSTRAINT shutter_edges_follower_fk FOREIGN KEY (follower_id) REFERENCES shutter_users (id),
    CONSTRAINT shutter_edges_followee_fk FOREIGN KEY (followee_id) REFERENCES shutter_users (id)
);

-- keyset pages, newest first: who follows (or requested) a user, and whom a user follows (or requested)
CREATE INDEX shutter_edges_incoming_ix ON shutter_edges (followee_id, status, changed_at DESC, follower_id DESC);
CREATE INDEX shutter_edges_outgoing_ix ON shutter_edges (follower_id, status, changed_at DESC, followee_id DESC);

-- At most one block per ordered pair.
CREATE TABLE shutter_blocks (
    blocker_id NUMERIC(19, 0) NOT NULL,
    blocked_id NUMERIC(19, 0) NOT NULL,
    CONSTRAINT shutter_blocks_pk PRIMARY KEY (blocker_id, blocked_id),
    CONSTRAINT shutter_blocks_not_self_ck CHECK (blocker_id <> blocked_id),
    CONSTRAINT shutter_blocks_blocker_fk FOREIGN KEY (blocker_id) REFERENCES shutter_users (id),
    CONSTRAINT shutter_blocks_blocked_fk FOREIGN KEY (blocked_id) REFERENCES shutter_users (id)
);

CREATE INDEX shutter_blocks_blocked_ix ON shutter_blocks (blocked_id);
