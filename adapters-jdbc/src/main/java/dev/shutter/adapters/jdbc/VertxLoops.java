package dev.shutter.adapters.jdbc;

import dev.shutter.ports.out.StorageUnavailableException;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.file.FileSystemOptions;
import io.vertx.pgclient.PgConnectOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Vert.x started for {@link EventLoopReads}, with a {@link LoopConnection} on each of its event loops, every one
 * connected before starting answers; and Vert.x stopped again. Vert.x is made for these reads alone: one worker
 * thread, one internal blocking thread, no file caching nor class path resolving.
 */
final class VertxLoops {

    /** How long starting waits for every event loop's connection. */
    private static final long OPEN_WAIT_MILLIS = UrlStorageBuilder.CONNECTION_TIMEOUT_MILLIS + 5_000;

    /** How long closing waits for Vert.x to stop. */
    private static final long CLOSE_WAIT_SECONDS = 10;

    /** Vert.x and its connected loops, one for each event loop. */
    record Started(Vertx vertx, List<LoopConnection> loops) {}

    private VertxLoops() {}

    /**
     * Starts Vert.x with {@code eventLoops} event loops and connects one connection with {@code options} on each;
     * fails with a {@link StorageUnavailableException} when they cannot all connect, Vert.x stopped again.
     */
    static Started start(PgConnectOptions options, int eventLoops) {
        Vertx vertx = Vertx.vertx(new VertxOptions()
                .setEventLoopPoolSize(eventLoops)
                .setWorkerPoolSize(1)
                .setInternalBlockingPoolSize(1)
                .setFileSystemOptions(
                        new FileSystemOptions().setFileCachingEnabled(false).setClassPathResolvingEnabled(false)));
        List<LoopConnection> loops = new ArrayList<>();
        try {
            vertx.deployVerticle(
                            () -> new VerticleBase() {
                                @Override
                                public Future<?> start() {
                                    LoopConnection loop = new LoopConnection(vertx, context, options);
                                    return loop.connection().onSuccess(connected -> {
                                        synchronized (loops) {
                                            loops.add(loop);
                                        }
                                    });
                                }
                            },
                            new DeploymentOptions().setInstances(eventLoops))
                    .toCompletionStage()
                    .toCompletableFuture()
                    .get(OPEN_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            closeQuietly(vertx);
            throw new StorageUnavailableException("the event-loop reads could not connect to the database ("
                    + failureKind(e instanceof ExecutionException ? e.getCause() : e) + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            closeQuietly(vertx);
            throw new StorageUnavailableException("interrupted while the event-loop reads connected");
        } catch (RuntimeException e) {
            closeQuietly(vertx);
            throw e;
        }
        synchronized (loops) {
            return new Started(vertx, List.copyOf(loops));
        }
    }

    /** Stops Vert.x, its connections with it, waiting a while; what did not stop in time is left. */
    static void closeQuietly(Vertx vertx) {
        try {
            vertx.close().toCompletionStage().toCompletableFuture().get(CLOSE_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException | RuntimeException e) {
            // closing: nothing more to do for what did not close in time
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String failureKind(Throwable cause) {
        return cause == null ? "no cause" : cause.getClass().getSimpleName();
    }
}
