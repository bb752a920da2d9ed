package dev.shutter.adapters.http.api;

import dev.shutter.domain.Failure;
import dev.shutter.ports.in.Caller;
import io.vavr.control.Either;

/** One {@code /v1} endpoint's work once the caller is authenticated: build the command, call the use case. */
@FunctionalInterface
public interface ApiOperation {

    /** The answer, or the failure the use case gave. */
    Either<Failure, ApiAnswer> apply(Caller caller, ApiCall call);
}
