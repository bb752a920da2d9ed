-- The PostgreSQL ceiling's statement (bench's PostgresCeiling): one row of 118 characters by key.
\set id random(1, 1000)
SELECT answer FROM ceiling_answers WHERE id = :id;
