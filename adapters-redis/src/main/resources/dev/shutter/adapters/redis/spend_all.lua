-- Spends a node's batch of requests in the minute ARGV[1], in their order: each counted in all of its keys if every
-- one has room under its limit in the hour of buckets from ARGV[2] to ARGV[1], else in none, exactly as if each had
-- been spent alone, one after the other. ARGV[4] is how many requests; then each request: how many keys it has, and
-- for each, its place in KEYS and its limit. Drops each key's buckets before ARGV[2] (they have left the hour),
-- writes each key's count once, sets each key to expire ARGV[3] seconds after, and answers {{counted, the minute's
-- count of each of its keys as it left them} for each request, {minute, count, ...} for each key}. Minutes are epoch
-- milliseconds. A script runs alone on Redis, so no other count comes between the checks and the counts.
local minute = tonumber(ARGV[1])
local oldest = tonumber(ARGV[2])
local made = {}
local now = {}
local added = {}
for i, key in ipairs(KEYS) do
    local all = redis.call('HGETALL', key)
    made[i] = 0
    now[i] = 0
    added[i] = 0
    for j = 1, #all, 2 do
        local at = tonumber(all[j])
        if at < oldest then
            redis.call('HDEL', key, all[j])
        elseif at <= minute then
            made[i] = made[i] + tonumber(all[j + 1])
            if at == minute then
                now[i] = tonumber(all[j + 1])
            end
        end
    end
end
local answers = {}
local at = 5
for r = 1, tonumber(ARGV[4]) do
    local keys = tonumber(ARGV[at])
    local fits = 1
    for j = 0, keys - 1 do
        if made[tonumber(ARGV[at + 1 + 2 * j])] >= tonumber(ARGV[at + 2 + 2 * j]) then
            fits = 0
        end
    end
    local seen = {fits}
    for j = 0, keys - 1 do
        local k = tonumber(ARGV[at + 1 + 2 * j])
        if fits == 1 then
            made[k] = made[k] + 1
            now[k] = now[k] + 1
            added[k] = added[k] + 1
        end
        seen[j + 2] = now[k]
    end
    answers[r] = seen
    at = at + 1 + 2 * keys
end
local hours = {}
for i, key in ipairs(KEYS) do
    if added[i] > 0 then
        redis.call('HINCRBY', key, ARGV[1], added[i])
    end
    redis.call('EXPIRE', key, ARGV[3])
    hours[i] = redis.call('HGETALL', key)
end
return {answers, hours}
