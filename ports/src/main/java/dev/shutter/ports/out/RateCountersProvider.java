package dev.shutter.ports.out;

/**
 * Opens {@link RateCounters} from a spec such as {@code redis://127.0.0.1:6379}. Adapters register one with
 * {@code java.util.ServiceLoader}, so a server finds a rate store without compiling against it.
 */
public interface RateCountersProvider {

    /** Whether this provider opens {@code spec}. */
    boolean supports(String spec);

    /** Connects to the rate store named by {@code spec}; the caller closes what it answers. */
    RateCounters open(String spec);
}
