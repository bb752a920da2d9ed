package dev.shutter.adapters.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.RateCountersProvider;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ServiceLoader;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The connection on a storage's event loops ({@link RedisRateCounters.Builder#eventLoops}): a count is answered
 * on those loops, not on threads of Lettuce's own, and closing the counters leaves the loops to their owner.
 */
@ExtendWith(RedisAvailable.class)
class RedisOnSharedLoopsTest {

    private static final Instant MINUTE = Instant.parse("2024-05-01T12:00:00Z");

    private final EventLoopGroup loops = new MultiThreadIoEventLoopGroup(
            1, (ThreadFactory) runnable -> new Thread(runnable, "storage-loop"), NioIoHandler.newFactory());

    @AfterEach
    void stopLoops() {
        loops.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
    }

    @Test
    @DisplayName("a count sent on a storage's event loops is answered on them")
    void answeredOnTheSharedLoop() throws Exception {
        String prefix = RedisTestServer.uniquePrefix();
        try (RedisRateCounters counters = RedisRateCounters.at(RedisTestServer.url())
                .keyPrefix(prefix)
                .eventLoops(loops)
                .connect()) {
            assertThat(RedisTestServer.threadAnsweringACount(counters, loops, "app:all", MINUTE))
                    .isEqualTo("storage-loop");
        } finally {
            RedisTestServer.deleteKeys(prefix);
        }
    }

    @Test
    @DisplayName("closing the counters leaves the storage's event loops running")
    void closingLeavesTheLoops() throws Exception {
        RedisRateCounters counters = RedisRateCounters.at(RedisTestServer.url())
                .keyPrefix(RedisTestServer.uniquePrefix())
                .eventLoops(loops)
                .connect();

        counters.close();

        assertThat(loops.isShuttingDown()).isFalse();
        assertThat(loops.submit(() -> "ran").get(5, TimeUnit.SECONDS)).isEqualTo("ran");
    }

    @Test
    @DisplayName("the provider puts the connection on a storage's Netty loops")
    void providerUsesTheStoragesLoops() throws Exception {
        RateCountersProvider provider = ServiceLoader.load(RateCountersProvider.class).stream()
                .map(ServiceLoader.Provider::get)
                .filter(found -> found.supports(RedisTestServer.url()))
                .findFirst()
                .orElseThrow();
        String prefix = RedisTestServer.uniquePrefix();
        try (RateCounters counters = provider.open(RedisTestServer.url() + "?prefix=" + prefix, Option.some(loops))) {
            assertThat(RedisTestServer.threadAnsweringACount(counters, loops, "app:all", MINUTE))
                    .isEqualTo("storage-loop");
        } finally {
            RedisTestServer.deleteKeys(prefix);
        }
    }

    @Test
    @DisplayName("event loops that are not Netty's are refused")
    void otherExecutorsAreRefused() {
        ExecutorService plain = Executors.newSingleThreadExecutor();
        try {
            assertThatThrownBy(() -> RedisRateCounters.at(RedisTestServer.url()).eventLoops(plain))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("EventLoopGroup");
        } finally {
            plain.shutdownNow();
        }
    }
}
