package dev.shutter.adapters.inmemory;

import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageProvider;

/** Opens {@link InMemoryStorage} for the spec {@code memory}. */
public final class InMemoryStorageProvider implements StorageProvider {

    /** The spec this provider answers. */
    public static final String SPEC = "memory";

    @Override
    public boolean supports(String spec) {
        return SPEC.equals(spec);
    }

    @Override
    public Storage open(String spec) {
        if (!supports(spec)) {
            throw new IllegalArgumentException("the in-memory provider opens only '" + SPEC + "'");
        }
        return new InMemoryStorage();
    }
}
