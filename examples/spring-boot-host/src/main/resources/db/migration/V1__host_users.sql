-- The host application's own first migration, at Flyway's default location, with its own users table:
-- Shutter's tables and history live in a schema of their own, so neither sees the other.
CREATE TABLE users (
    id              BIGINT       NOT NULL PRIMARY KEY,
    email           VARCHAR(200) NOT NULL UNIQUE,
    shutter_user_id VARCHAR(19)  NOT NULL
);
