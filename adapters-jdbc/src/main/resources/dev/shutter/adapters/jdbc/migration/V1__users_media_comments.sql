-- One history for PostgreSQL and H2 (MODE=PostgreSQL): portable SQL only.
-- User and comment ids are NUMERIC(19,0): every id the domain accepts (1 to 19 digits) fits, and they
-- sort as numbers, as UserId.compareTo does. Instants are epoch microseconds in BIGINT, truncated when
-- written, so what is read back (and every list cursor made from it) compares exactly.
-- Every table, constraint and index is named shutter_...: they share a schema with a host's own users,
-- media or comments. Databases made with the plain names of earlier builds are renamed at open
-- (UnprefixedLayout), so these scripts' history fits them too.

CREATE TABLE shutter_users (
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
    CONSTRAINT shutter_users_pk PRIMARY KEY (id),
    CONSTRAINT shutter_users_username_key_uq UNIQUE (username_key)
);

CREATE TABLE shutter_media (
    id       VARCHAR(64)    NOT NULL,
    owner_id NUMERIC(19, 0) NOT NULL,
    CONSTRAINT shutter_media_pk PRIMARY KEY (id),
    CONSTRAINT shutter_media_owner_fk FOREIGN KEY (owner_id) REFERENCES shutter_users (id)
);

CREATE INDEX shutter_media_owner_ix ON shutter_media (owner_id);

CREATE TABLE shutter_comments (
    id           NUMERIC(19, 0) NOT NULL,
    media_id     VARCHAR(64)    NOT NULL,
    from_id      NUMERIC(19, 0) NOT NULL,
    text         VARCHAR        NOT NULL,
    created_time BIGINT         NOT NULL,
    CONSTRAINT shutter_comments_pk PRIMARY KEY (id),
    CONSTRAINT shutter_comments_media_fk FOREIGN KEY (media_id) REFERENCES shutter_media (id),
    CONSTRAINT shutter_comments_from_fk FOREIGN KEY (from_id) REFERENCES shutter_users (id)
);

-- the comments of a media, oldest first, ties by id
CREATE INDEX shutter_comments_media_ix ON shutter_comments (media_id, created_time, id);
CREATE INDEX shutter_comments_from_ix ON shutter_comments (from_id);
