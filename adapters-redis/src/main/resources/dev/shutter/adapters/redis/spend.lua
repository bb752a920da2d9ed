-- Spends ARGV[4] requests (one, or a node's batch) in the minute ARGV[1] of every key in KEYS: as many as every
-- key has room for under its limit (ARGV[4 + i] for KEYS[i]) in the hour of buckets from ARGV[2] to ARGV[1], in
-- every key or in none. Drops each key's buckets before ARGV[2] (they have left the hour), sets each key to
-- expire ARGV[3] seconds after, and answers {counted, {minute, count, ...} for each key}. Minutes are epoch
-- milliseconds. A script runs alone on Redis, so no other count comes between the check and the count.
local minute = tonumber(ARGV[1])
local oldest = tonumber(ARGV[2])
local fit = tonumber(ARGV[4])
for i, key in ipairs(KEYS) do
    local all = redis.call('HGETALL', key)
    local made = 0
    for j = 1, #all, 2 do
        local at = tonumber(all[j])
        if at < oldest then
            redis.call('HDEL', key, all[j])
        elseif at <= minute then
            made = made + tonumber(all[j + 1])
        end
    end
    local room = tonumber(ARGV[4 + i]) - made
    if room < fit then
        fit = room
    end
end
if fit < 0 then
    fit = 0
end
local answers = {fit}
for i, key in ipairs(KEYS) do
    if fit > 0 then
        redis.call('HINCRBY', key, ARGV[1], fit)
    end
    redis.call('EXPIRE', key, ARGV[3])
    answers[i + 1] = redis.call('HGETALL', key)
end
return answers
