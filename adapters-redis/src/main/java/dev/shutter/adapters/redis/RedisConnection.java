package dev.shutter.adapters.redis;

import dev.shutter.ports.out.StorageUnavailableException;
import io.lettuce.core.ClientOptions;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisCommandExecutionException;
import io.lettuce.core.RedisException;
import io.lettuce.core.RedisURI;
import io.lettuce.core.SocketOptions;
import io.lettuce.core.TimeoutOptions;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.resource.ClientResources;
import io.lettuce.core.resource.Delay;
import io.lettuce.core.resource.EventLoopGroupProvider;
import io.lettuce.core.resource.Transports;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.EventExecutorGroup;
import io.netty.util.concurrent.Future;
import io.netty.util.concurrent.ImmediateEventExecutor;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One connection to a Redis with the client and the threads behind it, opened as the counters need it: every
 * call bounded by the timeout, a lost connection opened again by itself, and commands refused at once while it
 * is down (a 503 now rather than a queue until the timeout). Opening tells a Redis that cannot be reached (an
 * outage that may pass) from one that answered and refused (a setting to fix).
 */
final class RedisConnection implements AutoCloseable {

    /** The longest wait between two reconnection attempts: Redis answers within a second of its return. */
    static final Duration MOST_BETWEEN_RECONNECTS = Duration.ofSeconds(1);

    private final ClientResources resources;
    private final RedisClient client;
    private final StatefulRedisConnection<String, String> commands;

    private RedisConnection(
            ClientResources resources, RedisClient client, StatefulRedisConnection<String, String> commands) {
        this.resources = resources;
        this.client = client;
        this.commands = commands;
    }

    /**
     * Connects to {@code uri}, waiting {@code timeout} when given, else the URI's {@code timeout} parameter
     * ({@code ?timeout=1s}), else {@code otherwise}; on {@code loops} when given and Lettuce's transport is
     * NIO, else on threads of its own. Throws {@link StorageUnavailableException} when Redis cannot be reached
     * now, and {@link IllegalArgumentException} for a URI that is not a Redis URI or when Redis answers and
     * refuses (a database index it does not have, a wrong password).
     */
    static RedisConnection open(String uri, Duration timeout, Duration otherwise, Option<EventLoopGroup> loops) {
        RedisURI parsed = RedisURI.create(uri);
        Duration wait = timeout != null
                ? timeout
                : uri.matches("(?s)[^?]*\\?(.*&)?timeout=.*") ? parsed.getTimeout() : otherwise;
        parsed.setTimeout(wait);
        ClientResources.Builder builder = ClientResources.builder();
        loops.filter(shared -> onNio()).forEach(shared -> builder.eventLoopGroupProvider(new SharedLoops(shared)));
        ClientResources resources = builder.reconnectDelay(
                        Delay.exponential(Duration.ofMillis(10), MOST_BETWEEN_RECONNECTS, 2, TimeUnit.MILLISECONDS))
                .build();
        RedisClient client = RedisClient.create(resources);
        client.setOptions(ClientOptions.builder()
                .socketOptions(SocketOptions.builder().connectTimeout(wait).build())
                .timeoutOptions(TimeoutOptions.enabled(wait))
                // While the connection is down, fail at once (503) instead of queueing until the timeout.
                .disconnectedBehavior(ClientOptions.DisconnectedBehavior.REJECT_COMMANDS)
                .build());
        try {
            return new RedisConnection(resources, client, client.connect(parsed));
        } catch (RedisException e) {
            shutdown(client, resources);
            throw refusedOrUnreachable(e, parsed);
        }
    }

    /**
     * Whether Lettuce speaks over NIO here, as the storage's event loops do: a native transport on the class
     * path (epoll, io_uring) would make its channels unable to join them.
     */
    private static boolean onNio() {
        return Transports.socketChannelClass() == NioSocketChannel.class;
    }

    /**
     * Loops that are not Lettuce's to stop: each connection's channel joins one of them, and closing the client
     * leaves them running for their owner.
     */
    private record SharedLoops(EventLoopGroup loops) implements EventLoopGroupProvider {

        @Override
        @SuppressWarnings("unchecked") // Lettuce asks for its transport's group class; NIO's is checked above
        public <T extends EventLoopGroup> T allocate(Class<T> type) {
            return (T) loops;
        }

        @Override
        public int threadPoolSize() {
            int size = 0;
            for (EventExecutor ignored : loops) {
                size++;
            }
            return size;
        }

        @Override
        public Future<Boolean> release(EventExecutorGroup group, long quietPeriod, long timeout, TimeUnit unit) {
            return ImmediateEventExecutor.INSTANCE.newSucceededFuture(true);
        }

        @Override
        public Future<Boolean> shutdown(long quietPeriod, long timeout, TimeUnit unit) {
            return ImmediateEventExecutor.INSTANCE.newSucceededFuture(true);
        }
    }

    /** The connection's commands, for one thread or many. */
    StatefulRedisConnection<String, String> commands() {
        return commands;
    }

    /** Closes the connection and stops the client's threads. */
    @Override
    public void close() {
        try {
            commands.close();
        } finally {
            shutdown(client, resources);
        }
    }

    private static void shutdown(RedisClient client, ClientResources resources) {
        try {
            client.shutdown(Duration.ZERO, Duration.ofSeconds(2));
        } finally {
            resources.shutdown(0, 2, TimeUnit.SECONDS);
        }
    }

    /** Why connecting failed: Redis refused (with what it answered), or it could not be reached. */
    private static RuntimeException refusedOrUnreachable(RedisException e, RedisURI parsed) {
        String where = "Redis at " + parsed.getHost() + ":" + parsed.getPort();
        Optional<String> answered = Stream.iterate((Throwable) e, cause -> cause != null, Throwable::getCause)
                .filter(RedisCommandExecutionException.class::isInstance)
                .map(Throwable::getMessage)
                .findFirst();
        if (answered.filter(text -> text.contains("DB index")).isPresent()) {
            return new IllegalArgumentException(
                    where + " has no database " + parsed.getDatabase() + " (it answered: " + answered.get() + ")");
        }
        if (answered.isPresent()) {
            // Reached, and it said no (a password, a database): not an outage that may pass.
            return new IllegalArgumentException(where + " refused the connection: " + answered.get());
        }
        return new StorageUnavailableException(where + " cannot be reached");
    }
}
