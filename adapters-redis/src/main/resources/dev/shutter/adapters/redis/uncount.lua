-- Takes back one count from the minute ARGV[1] of KEYS[1], if it has one; a bucket left empty is dropped.
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then
    if redis.call('HINCRBY', KEYS[1], ARGV[1], -1) <= 0 then
        redis.call('HDEL', KEYS[1], ARGV[1])
    end
end
return 0
