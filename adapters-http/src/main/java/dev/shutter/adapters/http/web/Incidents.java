package dev.shutter.adapters.http.web;

import dev.shutter.domain.Failure;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.StorageUnavailableException;
import io.vavr.control.Option;
import java.util.HexFormat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * Unexpected failures: each is logged at ERROR under the request's id (a random one outside a request) with
 * the class and throwing frame of every exception in its cause chain (never a message), so that an operator
 * can act without a logging configuration, and with the exception itself for a host's own logging (the
 * bundled server's log prints no stack trace); the id alone goes to
 * the client as {@code meta.error_id}, so that an operator finds the request's lines from it. The storage
 * being out of reach is no incident: a warning, and the handlers answer 503 with {@code Retry-After}, saying
 * so when the request's write may have applied ({@link #outage}).
 */
public final class Incidents {

    /** What {@code Retry-After} says while the storage is out of reach. */
    public static final int RETRY_AFTER_SECONDS = 5;

    /** The logging context's key (SLF4J's MDC) of the request's id, which names an incident. */
    public static final String REQUEST_ID_LOG_KEY = "request_id";

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
        String request = MDC.get(REQUEST_ID_LOG_KEY);
        String id = request != null ? request : HexFormat.of().formatHex(randomness.bytes(8));
        LOG.error("incident {}: {}", id, whereThrown(failure), failure);
        return id;
    }

    /**
     * Each exception of the cause chain by its class and the frame that threw it, never its message (a
     * driver's message may hold stored values): what the bundled server's log shows, since its lines carry
     * no stack trace; a host's own logging also gets the exception itself.
     */
    static String whereThrown(Throwable failure) {
        StringBuilder where = new StringBuilder();
        Throwable next = failure;
        for (int depth = 0; next != null && depth < 8; depth++, next = next.getCause()) {
            if (depth > 0) {
                where.append("; caused by ");
            }
            where.append(next.getClass().getName());
            StackTraceElement[] frames = next.getStackTrace();
            if (frames.length > 0) {
                where.append(" at ").append(frames[0]);
            }
        }
        return where.toString();
    }

    /**
     * Whether {@code failure} is the storage being out of reach; if so it is logged as a warning (its
     * message names the operation, never data), and the caller answers 503 with {@code Retry-After} ({@link
     * #RETRY_AFTER_SECONDS}) in its own vocabulary.
     */
    public boolean unavailable(Throwable failure) {
        if (!(failure instanceof StorageUnavailableException)) {
            return false;
        }
        LOG.warn("storage unavailable: {}", failure.getMessage());
        return true;
    }

    /**
     * The catalogue's answer when {@code failure} is the storage being out of reach (logged as {@link
     * #unavailable} logs it): {@link Failure.OutcomeUnknown} when the request's write may have applied ({@link
     * StorageUnavailableException#mayHaveApplied()}), else {@link Failure.Unavailable}; none for another failure.
     * The one place an outage becomes a failure of the catalogue.
     */
    public Option<Failure> outage(Throwable failure) {
        if (!unavailable(failure)) {
            return Option.none();
        }
        return Option.some(
                ((StorageUnavailableException) failure).mayHaveApplied()
                        ? new Failure.OutcomeUnknown(RETRY_AFTER_SECONDS)
                        : new Failure.Unavailable(RETRY_AFTER_SECONDS));
    }
}
