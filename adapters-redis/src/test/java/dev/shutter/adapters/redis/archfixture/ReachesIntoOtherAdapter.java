package dev.shutter.adapters.redis.archfixture;

import dev.shutter.adapters.otheradapter.OtherAdapterStore;

/** Deliberately broken: a Redis class that imports another adapter. */
public final class ReachesIntoOtherAdapter {

    private ReachesIntoOtherAdapter() {}

    public static String borrow() {
        return OtherAdapterStore.name();
    }
}
