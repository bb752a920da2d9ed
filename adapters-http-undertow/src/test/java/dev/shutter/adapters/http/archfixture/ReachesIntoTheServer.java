package dev.shutter.adapters.http.archfixture;

import dev.shutter.server.archfixture.ServerOnly;

/** Deliberately broken: an HTTP class that calls into the bundled server instead of offering a hook. */
public final class ReachesIntoTheServer {

    private ReachesIntoTheServer() {}

    public static String server() {
        return ServerOnly.name();
    }
}
