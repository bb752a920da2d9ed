-- One indexed single-row SELECT: a round trip that reads (a request's use-case read, at its simplest).
\set id random(1, 100000)
SELECT name FROM shutter_users WHERE id = :id;
