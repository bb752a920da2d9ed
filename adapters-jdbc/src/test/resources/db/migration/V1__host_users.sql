-- A host application's own first migration, at Flyway's default location, with a table named like Shutter's.
CREATE TABLE users (
    id    BIGINT       NOT NULL PRIMARY KEY,
    email VARCHAR(200) NOT NULL
);
