package dev.shutter.adapters.redis;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.SpendRequest;
import dev.shutter.ports.out.Spent;
import dev.shutter.ports.out.StorageUnavailableException;
import io.lettuce.core.RedisException;
import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.api.async.RedisAsyncCommands;
import io.lettuce.core.api.sync.RedisCommands;
import io.netty.channel.EventLoopGroup;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.function.Supplier;

/**
 * Rate counters on Redis, for servers behind a load balancer that share one budget per token and for
 * reads that should write nothing to the database. Each key is a Redis hash of its minute buckets; a
 * request's counts are one Lua script (one round trip, atomic, so concurrent requests on any number of
 * nodes never lose a count, and a request is counted in all of its keys only if each has room: {@link #spend}),
 * which also drops the buckets that left the hour and sets the key to expire a little over an hour after its
 * last count, so Redis forgets idle keys by itself. A request's spending sent ({@link #spendSent}, from an event
 * loop or a worker) is its own script, sent without waiting; the scripts of concurrent requests go out pipelined on
 * the one connection, each atomic in Redis. They are not folded into batches: under the mix of many tokens that
 * cost more than it saved (docs/decisions/counting.md).
 *
 * <pre>{@code
 * try (RedisRateCounters counters = RedisRateCounters.at("redis://127.0.0.1:6379").keyPrefix("myapp:rate:").connect()) {
 *     Shutter shutter = Shutter.builder(storage).rateCounters(counters)...build();
 * }
 * }</pre>
 *
 * <p>Every call waits at most the timeout (2 s by default); a Redis that cannot be reached or does not
 * answer in time makes it throw {@link StorageUnavailableException}, which the server answers with 503
 * and {@code Retry-After}, as for a storage outage. The connection reconnects by itself once Redis is back.
 */
public final class RedisRateCounters implements RateCounters {

    /** The prefix of every key by default, so that a Redis shared with the host is not stepped on. */
    public static final String DEFAULT_KEY_PREFIX = "shutter:rate:";

    /** How long a call waits for Redis by default. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(2);

    private static final LuaScript COUNT = LuaScript.load("count.lua");
    private static final LuaScript UNCOUNT = LuaScript.load("uncount.lua");
    private static final LuaScript SPEND_ALL = LuaScript.load("spend_all.lua");

    private final RedisConnection connection;
    private final RedisCommands<String, String> redis;
    private final RedisAsyncCommands<String, String> async;
    private final String prefix;

    private RedisRateCounters(RedisConnection connection, String prefix) {
        this.connection = connection;
        this.redis = connection.commands().sync();
        this.async = connection.commands().async();
        this.prefix = prefix;
    }

    /** Connects to the Redis at {@code uri} ({@code redis://host:port}, {@code rediss://} for TLS). */
    public static RedisRateCounters connect(String uri) {
        return at(uri).connect();
    }

    /** A builder for the Redis at {@code uri}, to choose the key prefix or the timeout. */
    public static Builder at(String uri) {
        return new Builder(uri);
    }

    /** The key prefix this store writes under. */
    public String keyPrefix() {
        return prefix;
    }

    @Override
    public List<RateBucket> since(String key, Instant oldest) {
        return BucketForms.since(call("since", () -> redis.hgetall(prefix + key)), oldest);
    }

    @Override
    public List<RateBucket> count(String key, Instant minute) {
        return countAll(List.of(key), minute).get(key);
    }

    /** Every key counted in one script: one round trip whatever their number. */
    @Override
    public Map<String, List<RateBucket>> countAll(List<String> keys, Instant minute) {
        if (keys.isEmpty()) {
            return Map.of();
        }
        List<Object> answers = call(
                "count",
                () -> COUNT.run(redis, ScriptOutputType.MULTI, redisKeys(keys), BucketForms.countArguments(minute, 1)));
        return BucketForms.counts(keys, answers);
    }

    /** Every key checked and counted in one script ({@code spend_all.lua}): one round trip whatever their number. */
    @Override
    public Spent spend(List<String> keys, List<Long> limits, Instant minute) {
        return spendAll(List.of(new SpendRequest(keys, limits, minute))).get(0);
    }

    /** Each minute's requests of the batch in one script ({@code spend_all.lua}), each decided in turn. */
    @Override
    public List<Spent> spendAll(List<SpendRequest> requests) {
        List<Spent> answers = new ArrayList<>();
        int from = 0;
        while (from < requests.size()) {
            int to = from + 1;
            while (to < requests.size()
                    && requests.get(to).minute().equals(requests.get(from).minute())) {
                to++;
            }
            ScriptBatch batch = ScriptBatch.of(requests.subList(from, to), prefix);
            List<Object> answer =
                    call("spend", () -> SPEND_ALL.run(redis, ScriptOutputType.MULTI, batch.keys(), batch.arguments()));
            answers.addAll(batch.read(answer));
            from = to;
        }
        return answers;
    }

    /**
     * The same script as {@link #spend}, sent without waiting for its answer, so that the caller's thread does not
     * block; the future fails as {@link #spend} would throw.
     */
    @Override
    public CompletableFuture<Spent> spendSent(List<String> keys, List<Long> limits, Instant minute) {
        CompletableFuture<Spent> spent = new CompletableFuture<>();
        spendAllSent(List.of(new SpendRequest(keys, limits, minute))).whenComplete((answers, failure) -> {
            if (failure == null) {
                spent.complete(answers.get(0));
            } else {
                spent.completeExceptionally(
                        failure instanceof CompletionException wrapped && wrapped.getCause() != null
                                ? wrapped.getCause()
                                : failure);
            }
        });
        return spent;
    }

    /** Requests, all of one minute, spent in one script, sent without waiting. */
    private CompletionStage<List<Spent>> spendAllSent(List<SpendRequest> requests) {
        try {
            ScriptBatch batch = ScriptBatch.of(requests, prefix);
            return SPEND_ALL
                    .<List<Object>>send(async, ScriptOutputType.MULTI, batch.keys(), batch.arguments())
                    .handle((answers, failure) -> {
                        if (failure != null) {
                            throw RedisFailures.of("spend", LuaScript.unwrapped(failure));
                        }
                        return batch.read(answers);
                    });
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(RedisFailures.of("spend", e));
        }
    }

    private String[] redisKeys(List<String> keys) {
        return keys.stream().map(key -> prefix + key).toArray(String[]::new);
    }

    @Override
    public void uncount(String key, Instant minute) {
        call(
                "uncount",
                () -> UNCOUNT.run(
                        redis,
                        ScriptOutputType.INTEGER,
                        new String[] {prefix + key},
                        Long.toString(minute.toEpochMilli())));
    }

    @Override
    public void checkReachable() {
        call("probe", redis::ping);
    }

    /** Closes the connection and stops the client's threads. */
    @Override
    public void close() {
        connection.close();
    }

    /** Runs one call; a failure of Redis becomes what {@link RedisFailures} says. */
    private static <T> T call(String operation, Supplier<T> command) {
        try {
            return command.get();
        } catch (RedisException e) {
            throw RedisFailures.of(operation, e);
        }
    }

    /** The connection's settings: the Redis, the key prefix, the timeout. */
    public static final class Builder {
        private final String uri;
        private String prefix = DEFAULT_KEY_PREFIX;
        private Duration timeout;
        private Option<EventLoopGroup> loops = Option.none();

        private Builder(String uri) {
            this.uri = Objects.requireNonNull(uri, "uri");
        }

        /** Every key starts with {@code value}; {@value #DEFAULT_KEY_PREFIX} if not given. */
        public Builder keyPrefix(String value) {
            this.prefix = Objects.requireNonNull(value, "keyPrefix");
            return this;
        }

        /**
         * How long connecting and each call wait for Redis; if not given, the URI's {@code timeout}
         * parameter ({@code ?timeout=1s}), else {@link #DEFAULT_TIMEOUT}.
         */
        public Builder timeout(Duration value) {
            if (value.isNegative() || value.isZero()) {
                throw new IllegalArgumentException("the timeout must be positive");
            }
            this.timeout = value;
            return this;
        }

        /**
         * The connection on {@code eventLoops}, a storage's ({@link dev.shutter.ports.out.StorageThreads#eventLoops}),
         * instead of threads of its own: a request's count and its read are then answered on the same thread,
         * which wakes once for both. They must be Netty's ({@code io.netty.channel.EventLoopGroup}), else
         * {@link IllegalArgumentException}; they stay their owner's, and this store is closed before them. Where
         * Lettuce would speak over a native transport (epoll on the class path), it keeps its own threads.
         */
        public Builder eventLoops(ExecutorService eventLoops) {
            if (!(eventLoops instanceof EventLoopGroup group)) {
                throw new IllegalArgumentException("the event loops must be Netty's EventLoopGroup, not "
                        + eventLoops.getClass().getName());
            }
            this.loops = Option.some(group);
            return this;
        }

        /**
         * Connects, or throws {@link StorageUnavailableException} when Redis cannot be reached now; an
         * {@link IllegalArgumentException} for a URI that is not a Redis URI, or when Redis answers and
         * refuses (a database index it does not have, a wrong password).
         */
        public RedisRateCounters connect() {
            return new RedisRateCounters(RedisConnection.open(uri, timeout, DEFAULT_TIMEOUT, loops), prefix);
        }
    }
}
