-- The host application's own first migration, at Flyway's default location, run by Spring Boot's Flyway:
-- Shutter's tables and history are in a schema of their own, migrated by Shutter.
CREATE TABLE members (
    email           VARCHAR(200) NOT NULL PRIMARY KEY,
    shutter_user_id VARCHAR(19)  NOT NULL
);
