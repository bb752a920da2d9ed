package dev.shutter.ports.in;

import dev.shutter.ports.out.ReadAhead;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A request's authentication ({@link AuthenticateRequestUseCase#authenticate}) with what the storage read with it
 * for the operation that declared it ({@link PreparedRead#read}): there only for a caller the rules let through,
 * read for that caller, and when the operation takes it for the caller's app.
 */
public record Authenticated(Authentication authentication, Option<ReadAhead.Answer> read) {

    public Authenticated {
        Objects.requireNonNull(authentication, "authentication");
        Objects.requireNonNull(read, "read");
        if (read.isDefined()
                && !authentication
                        .outcome()
                        .exists(caller -> read.get().reader().equals(caller.id()))) {
            throw new IllegalArgumentException("what was read was read for another caller");
        }
    }

    /** An authentication with nothing read with it. */
    public static Authenticated alone(Authentication authentication) {
        return new Authenticated(authentication, Option.none());
    }
}
