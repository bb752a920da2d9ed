package dev.shutter.adapters.http.archfixture;

import dev.shutter.adapters.inmemory.InMemoryStorageProvider;

/** Deliberately broken: an HTTP class that names a storage adapter instead of finding it by ServiceLoader. */
public final class ReachesIntoStorageAdapter {

    private ReachesIntoStorageAdapter() {}

    public static Object storage() {
        return new InMemoryStorageProvider().open("memory");
    }
}
