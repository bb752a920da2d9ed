package dev.shutter.ports.out;

import io.vavr.control.Option;
import java.util.Objects;
import java.util.concurrent.ExecutorService;

/**
 * What threads a storage's calls need ({@link Storage#threads()}), for the server that calls it to choose its
 * own: whether a call may block its thread waiting on I/O (then a request goes to a worker thread, not the few
 * threads that also serve connections), how many calls may wait at once (so many workers, no more), and, for a
 * storage that sends its authenticated reads, the event loops where their answers land.
 */
public final class StorageThreads {

    private static final StorageThreads IN_MEMORY = new StorageThreads(false, 0, Option.none());
    private static final StorageThreads BLOCKING = new StorageThreads(true, 0, Option.none());

    private final boolean mayBlock;
    private final int connections;
    private final Option<ExecutorService> eventLoops;

    private StorageThreads(boolean mayBlock, int connections, Option<ExecutorService> eventLoops) {
        this.mayBlock = mayBlock;
        this.connections = connections;
        this.eventLoops = eventLoops;
    }

    /**
     * Never waits: every call answers on the caller's thread, from memory (at most behind a lock held as briefly),
     * so a server may call it from the threads that serve its connections and spare each request a worker.
     */
    public static StorageThreads inMemory() {
        return IN_MEMORY;
    }

    /**
     * A call may wait on I/O (a round trip to a database, a read of a file), and the storage does not say how many
     * may wait at once: the port's default. A server hands each request to a worker thread and sizes its workers
     * as it would anyway.
     */
    public static StorageThreads blocking() {
        return BLOCKING;
    }

    /**
     * A call may wait on I/O, at most {@code connections} at once (the connections of a pool the storage owns; 0
     * when it does not say): a server that gives its blocking requests as many worker threads has none queue for a
     * connection behind the others, a wait and a context switch more on each request of a busy server.
     */
    public static StorageThreads blocking(int connections) {
        return connections == 0 ? BLOCKING : new StorageThreads(true, checked(connections), Option.none());
    }

    /**
     * Sends its authenticated reads ({@link Storage#authenticated}) from the caller's thread without blocking it
     * (outside a transaction), and completes their stage on one of {@code eventLoops}, where what follows must not
     * block; its other calls wait on I/O as {@link #blocking(int)} says, {@code connections} at once. The loops
     * stay the storage's, which stops them when it closes.
     */
    public static StorageThreads onEventLoops(ExecutorService eventLoops, int connections) {
        Objects.requireNonNull(eventLoops, "eventLoops");
        return new StorageThreads(true, checked(connections), Option.some(eventLoops));
    }

    private static int checked(int connections) {
        if (connections < 0) {
            throw new IllegalArgumentException("connections must not be negative");
        }
        return connections;
    }

    /** Whether a call may block its thread waiting on I/O: false only {@link #inMemory()}. */
    public boolean mayBlock() {
        return mayBlock;
    }

    /** How many calls may wait on I/O at once, when the storage bounds it; 0 when it does not say. */
    public int connections() {
        return connections;
    }

    /**
     * The event loops that answer the storage's sent reads ({@link #onEventLoops}): a server calls {@link
     * Storage#authenticated} from a thread that must not block, and a rate store that talks over the network may
     * put its connection on them ({@link RateCountersProvider#open(String, Option)}), so that one thread wakes for
     * both answers of a request. They are Netty's ({@code io.netty.channel.EventLoopGroup}) where the storage's
     * client is on Netty. None for a storage that answers by blocking.
     */
    public Option<ExecutorService> eventLoops() {
        return eventLoops;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof StorageThreads that
                && mayBlock == that.mayBlock
                && connections == that.connections
                && eventLoops.equals(that.eventLoops);
    }

    @Override
    public int hashCode() {
        return Objects.hash(mayBlock, connections, eventLoops);
    }

    @Override
    public String toString() {
        if (!mayBlock) {
            return "StorageThreads.inMemory()";
        }
        return eventLoops.isDefined()
                ? "StorageThreads.onEventLoops(" + eventLoops.get() + ", " + connections + ")"
                : "StorageThreads.blocking(" + connections + ")";
    }
}
