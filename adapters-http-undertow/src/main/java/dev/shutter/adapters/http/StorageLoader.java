package dev.shutter.adapters.http;

import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/** Finds the storage adapter for a spec among those on the class path ({@link ServiceLoader}). */
final class StorageLoader {

    private StorageLoader() {}

    static Storage open(String spec) {
        List<String> found = new ArrayList<>();
        for (StorageProvider provider : ServiceLoader.load(StorageProvider.class)) {
            found.add(provider.getClass().getName());
            if (provider.supports(spec)) {
                try {
                    return provider.open(spec);
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
}
