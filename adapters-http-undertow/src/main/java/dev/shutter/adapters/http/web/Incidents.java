package dev.shutter.adapters.http.web;

import dev.shutter.adapters.http.logging.RequestIds;
import dev.shutter.ports.out.Randomness;
import java.util.HexFormat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * Unexpected failures: each is logged at ERROR with its stack trace, under the request's id (a random one
 * outside a request), so that an operator can act without a logging configuration; the id alone goes to
 * the client as {@code meta.error_id}, so that an operator finds the request's lines from it.
 */
public final class Incidents {

    private static final Logger LOG = LoggerFactory.getLogger("dev.shutter.incidents");

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
        String request = MDC.get(RequestIds.MDC_KEY);
        String id = request != null ? request : HexFormat.of().formatHex(randomness.bytes(8));
        LOG.error("incident {}: {}", id, failure.getClass().getName(), failure);
        return id;
    }
}
