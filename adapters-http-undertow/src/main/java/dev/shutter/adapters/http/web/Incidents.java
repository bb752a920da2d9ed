package dev.shutter.adapters.http.web;

import dev.shutter.ports.out.Randomness;
import java.util.HexFormat;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Unexpected failures: each gets a random correlation id, logged with the exception's class (the
 * trace only at FINE, since messages may carry data), and the id alone goes to the client.
 */
public final class Incidents {

    private static final Logger LOG = Logger.getLogger("dev.shutter.incidents");

    private final Randomness randomness;

    public Incidents(Randomness randomness) {
        this.randomness = randomness;
    }

    /** Logs {@code failure} and returns its correlation id. */
    public String record(Throwable failure) {
        String id = HexFormat.of().formatHex(randomness.bytes(8));
        LOG.severe("incident " + id + ": " + failure.getClass().getName());
        LOG.log(Level.FINE, "incident " + id, failure);
        return id;
    }
}
