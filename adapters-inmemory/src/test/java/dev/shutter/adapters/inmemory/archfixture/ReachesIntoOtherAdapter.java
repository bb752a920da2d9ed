package dev.shutter.adapters.inmemory.archfixture;

import dev.shutter.adapters.otheradapter.OtherAdapterStore;

/** Deliberately broken: an in-memory class that imports another adapter. */
public final class ReachesIntoOtherAdapter {

    private ReachesIntoOtherAdapter() {}

    public static String borrow() {
        return OtherAdapterStore.name();
    }
}
