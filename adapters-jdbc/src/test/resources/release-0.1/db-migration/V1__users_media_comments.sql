-- One history for PostgreSQL and H2 (MODE=PostgreSQL): portable SQL only.
-- User and comment ids are NUMERIC(19,0): every id the domain accepts (1 to 19 digits) fits, and they
-- sort as numbers, as UserId.compareTo does. Instants are epoch microseconds in BIGINT, truncated when
-- written, so what is read back (and every list cursor made from it) compares exactly.

CREATE TABLE users (
    id              NUMERIC(19, 0) NOT NULL,
    username        VARCHAR(30)    NOT NULL,
    -- lower-cased username: the unique key behind case-insensitive lookups on both databases
    username_key    VARCHAR(30)    NOT NULL,
    full_name       VARCHAR        NOT NULL,
    first_name      VARCHAR        NOT NULL,
    last_name       VARCHAR        NOT NULL,
    profile_picture VARCHAR        NOT NULL,
    is_private      BOOLEAN        NOT NULL,
    password_hash   VARCHAR(255),
    CONSTRAINT users_pk PRIMARY KEY (id),
    CONSTRAINT users_username_key_uq UNIQUE (username_key)
);

CREATE TABLE media (
    id       VARCHAR(64)    NOT NULL,
    owner_id NUMERIC(19, 0) NOT NULL,
    CONSTRAINT media_pk PRIMARY KEY (id),
    CONSTRAINT media_owner_fk FOREIGN KEY (owner_id) REFERENCES users (id)
);

CREATE INDEX media_owner_ix ON media (owner_id);

CREATE TABLE comments (
    id           NUMERIC(19, 0) NOT NULL,
    media_id     VARCHAR(64)    NOT NULL,
    from_id      NUMERIC(19, 0) NOT NULL,
    text         VARCHAR        NOT NULL,
    created_time BIGINT         NOT NULL,
    CONSTRAINT comments_pk PRIMARY KEY (id),
    CONSTRAINT comments_media_fk FOREIGN KEY (media_id) REFERENCES media (id),
    CONSTRAINT comments_from_fk FOREIGN KEY (from_id) REFERENCES users (id)
);

-- the comments of a media, oldest first, ties by id
CREATE INDEX comments_media_ix ON comments (media_id, created_time, id);
CREATE INDEX comments_from_ix ON comments (from_id);
