package dev.shutter.adapters.otheradapter;

/** Stands for another adapter's class in the architecture fixtures; no production code may reach it. */
public final class OtherAdapterStore {

    private OtherAdapterStore() {}

    public static String name() {
        return "other";
    }
}
