package dev.shutter.server;

import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.RateCountersProvider;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageOptions;
import dev.shutter.ports.out.StorageProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * Finds the storage adapter for a spec, and the rate store for {@code --rate-store}, among those on the
 * class path ({@link ServiceLoader}).
 */
final class StorageLoader {

    private StorageLoader() {}

    /** The storage of {@code spec}, sending no reads: for a command that serves none. */
    static Storage open(String spec) {
        return open(spec, StorageOptions.BLOCKING);
    }

    static Storage open(String spec, StorageOptions options) {
        List<String> found = new ArrayList<>();
        for (StorageProvider provider : ServiceLoader.load(StorageProvider.class)) {
            found.add(provider.getClass().getName());
            if (provider.supports(spec)) {
                try {
                    return provider.open(spec, options);
                } catch (RuntimeException e) {
                    throw new StartupException(
                            "the storage " + Redaction.spec(spec) + " could not be opened: " + e.getMessage(), e);
                }
            }
        }
        String hint = spec.startsWith("h2:") || spec.startsWith("jdbc:")
                ? " The h2: and jdbc:postgresql: storages come with the JDBC adapter (shutter-adapters-jdbc),"
                        + " which is not on this class path; run with --storage memory to keep everything in memory."
                : " Known specs: memory, h2:<path>, jdbc:postgresql://...";
        throw new StartupException("no storage adapter on the class path opens '" + Redaction.spec(spec)
                + "' (adapters found: " + (found.isEmpty() ? "none" : String.join(", ", found)) + ")." + hint);
    }

    /**
     * {@code storage} with its rate counts in the store {@code spec} names, if it names one; closes {@code
     * storage} when the rate store cannot be opened.
     */
    static Storage withRateStore(Storage storage, io.vavr.control.Option<String> spec) {
        if (spec.isEmpty()) {
            return storage;
        }
        try {
            return storage.withRateCounters(openRateStore(spec.get(), storage));
        } catch (RuntimeException e) {
            storage.close();
            throw e;
        }
    }

    /** The rate store {@code spec} names, on {@code storage}'s event loops where it can be. */
    private static RateCounters openRateStore(String spec, Storage storage) {
        for (RateCountersProvider provider : ServiceLoader.load(RateCountersProvider.class)) {
            if (provider.supports(spec)) {
                try {
                    return provider.open(spec, storage.threads().eventLoops());
                } catch (RuntimeException e) {
                    throw new StartupException(
                            "the rate store " + Redaction.spec(spec) + " could not be opened: " + e.getMessage(), e);
                }
            }
        }
        throw new StartupException("no rate store on the class path opens '" + Redaction.spec(spec)
                + "'; redis:// comes with shutter-adapters-redis.");
    }
}
