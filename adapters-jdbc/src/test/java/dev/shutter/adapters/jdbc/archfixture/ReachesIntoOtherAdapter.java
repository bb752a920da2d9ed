package dev.shutter.adapters.jdbc.archfixture;

import dev.shutter.adapters.otheradapter.OtherAdapterStore;

/** Deliberately broken: a JDBC class that imports another adapter. */
public final class ReachesIntoOtherAdapter {

    private ReachesIntoOtherAdapter() {}

    public static String borrow() {
        return OtherAdapterStore.name();
    }
}
