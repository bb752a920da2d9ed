-- Every request's count updates its key's row of the minute, so one busy token's row gets a new version many
-- times a second. On PostgreSQL its page keeps room for those versions (fillfactor 20): they stay on the page,
-- where pruning removes the dead ones, instead of spreading the table over pages that only vacuum empties
-- (a table of 288 pages for 2 live rows after 25 s of one token's load; docs/performance.md). H2 has no such
-- setting and only records what the table holds.
${rate_counters_room};
