package dev.shutter.ports.out;

/**
 * Opens a {@link Storage} from a spec such as {@code memory}, {@code h2:./shutter-data} or {@code
 * jdbc:postgresql://...}. Adapters register one with {@code java.util.ServiceLoader}, so a server finds
 * storage without compiling against it.
 */
public interface StorageProvider {

    /** Whether this provider opens {@code spec}. */
    boolean supports(String spec);

    /** Opens the storage named by {@code spec}, creating or migrating its schema. */
    Storage open(String spec);

    /**
     * Opens the storage named by {@code spec} as {@code options} ask, where it can; the default ignores them
     * and opens {@code spec}.
     */
    default Storage open(String spec, StorageOptions options) {
        return open(spec);
    }
}
