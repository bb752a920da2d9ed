package dev.shutter.server.archfixture;

/**
 * A stand-in for a class of the bundled server (package {@code dev.shutter.server}), which this module's
 * tests cannot see: what {@code adapters.http.archfixture.ReachesIntoTheServer} wrongly names.
 */
public final class ServerOnly {

    private ServerOnly() {}

    public static String name() {
        return "server";
    }
}
