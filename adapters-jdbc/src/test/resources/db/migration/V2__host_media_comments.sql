-- More of the host's own tables named like Shutter's, with an index named as Shutter's plain layout named one.
CREATE TABLE media (
    id      VARCHAR(64) NOT NULL,
    user_id BIGINT      NOT NULL,
    CONSTRAINT media_pk PRIMARY KEY (id),
    CONSTRAINT media_owner_fk FOREIGN KEY (user_id) REFERENCES users (id)
);

CREATE INDEX media_owner_ix ON media (user_id);

CREATE TABLE comments (
    id       BIGINT       NOT NULL,
    media_id VARCHAR(64)  NOT NULL,
    body     VARCHAR(500) NOT NULL,
    CONSTRAINT comments_pk PRIMARY KEY (id),
    CONSTRAINT comments_media_fk FOREIGN KEY (media_id) REFERENCES media (id)
);
