package dev.shutter.adapters.otheradapter;

/** Stands for another adapter, for the architecture test's broken fixture. */
public final class OtherAdapterStore {

    private OtherAdapterStore() {}

    public static String name() {
        return "other";
    }
}
