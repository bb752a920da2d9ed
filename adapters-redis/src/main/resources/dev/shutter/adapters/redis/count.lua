-- Counts ARGV[4] requests (one, or a node's batch) in the minute ARGV[1] of every key in KEYS, drops each
-- key's buckets before ARGV[2] (they have left the hour), sets each key to expire ARGV[3] seconds after
-- this count, and answers for each key the buckets it keeps: {minute, count, minute, count, ...}. Minutes
-- are epoch milliseconds.
local oldest = tonumber(ARGV[2])
local requests = tonumber(ARGV[4])
local answers = {}
for i, key in ipairs(KEYS) do
    redis.call('HINCRBY', key, ARGV[1], requests)
    local all = redis.call('HGETALL', key)
    local kept = {}
    for j = 1, #all, 2 do
        if tonumber(all[j]) < oldest then
            redis.call('HDEL', key, all[j])
        else
            kept[#kept + 1] = all[j]
            kept[#kept + 1] = all[j + 1]
        end
    end
    redis.call('EXPIRE', key, ARGV[3])
    answers[i] = kept
end
return answers
