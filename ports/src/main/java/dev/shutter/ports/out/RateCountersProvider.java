package dev.shutter.ports.out;

import io.vavr.control.Option;
import java.util.concurrent.ExecutorService;

/**
 * Opens {@link RateCounters} from a spec such as {@code redis://127.0.0.1:6379}. Adapters register one with
 * {@code java.util.ServiceLoader}, so a server finds a rate store without compiling against it.
 */
public interface RateCountersProvider {

    /** Whether this provider opens {@code spec}. */
    boolean supports(String spec);

    /** Connects to the rate store named by {@code spec}; the caller closes what it answers. */
    RateCounters open(String spec);

    /**
     * {@link #open(String)} for a storage whose event loops are {@code eventLoops} ({@link StorageThreads#eventLoops}):
     * a provider whose client can run on them puts its connection there; the default ignores them. The caller
     * closes what it answers before the storage that owns the loops.
     */
    default RateCounters open(String spec, Option<ExecutorService> eventLoops) {
        return open(spec);
    }
}
