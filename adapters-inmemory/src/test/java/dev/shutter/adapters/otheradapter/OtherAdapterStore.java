package dev.shutter.adapters.otheradapter;

/** Stands for another adapter's class, so the rule can be seen to refuse a reach across adapters. */
public final class OtherAdapterStore {

    private OtherAdapterStore() {}

    public static String name() {
        return "other";
    }
}
