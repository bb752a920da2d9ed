package dev.shutter.adapters.http.web;

import dev.shutter.ports.out.Randomness;
import java.util.HexFormat;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Unexpected failures: each gets a random correlation id, logged at SEVERE with its stack trace in the
 * server's own log (so an operator can act on it without a logging configuration), and the id alone goes
 * to the client.
 */
public final class Incidents {

    private static final Logger LOG = Logger.getLogger("dev.shutter.incidents");

    private final Randomness randomness;

    public Incidents(Randomness randomness) {
        this.randomness = randomness;
    }

    /**
     * Logs {@code failure} and returns its correlation id. A failure the JVM cannot recover from (out of
     * memory, say) is thrown on instead.
     */
    public String record(Throwable failure) {
        if (failure instanceof VirtualMachineError fatal) {
            throw fatal;
        }
        String id = HexFormat.of().formatHex(randomness.bytes(8));
        LOG.log(Level.SEVERE, "incident " + id + ": " + failure.getClass().getName(), failure);
        return id;
    }
}
