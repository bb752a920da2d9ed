-- A host application's own first migration, at Flyway's default location, with a table named like Shutter's
-- (and a key named as Shutter's plain layout named its own).
CREATE TABLE users (
    id    BIGINT       NOT NULL,
    email VARCHAR(200) NOT NULL,
    CONSTRAINT users_pk PRIMARY KEY (id)
);
