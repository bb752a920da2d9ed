package dev.shutter.adapters.http.api;

import dev.shutter.domain.Failure;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.PreparedRead;
import dev.shutter.ports.out.ReadAhead;
import io.vavr.control.Either;
import java.util.function.BiFunction;

/**
 * One {@code /v1} endpoint's work, prepared from the request before its authentication: what its use case reads
 * (declared by the use case, {@link PreparedRead#read}), for the storage to read with the authentication, and the
 * answer once the caller is known. Its parameters are read here once; a bad one is answered after the
 * authentication, in the catalogue's order.
 */
@FunctionalInterface
public interface ApiOperation {

    /** The work of {@code call}. */
    PreparedRead<ApiAnswer> prepare(ApiCall call);

    /** An endpoint that reads nothing with the authentication: {@code work} once the caller is known. */
    static ApiOperation after(BiFunction<Caller, ApiCall, Either<Failure, ApiAnswer>> work) {
        return call -> new PreparedRead<>(ReadAhead.NOTHING, (caller, read) -> work.apply(caller, call));
    }

    /** What a request whose parameters or path are no good answers once authenticated: {@code failure}. */
    static PreparedRead<ApiAnswer> refused(Failure failure) {
        return new PreparedRead<>(ReadAhead.NOTHING, (caller, read) -> Either.left(failure));
    }
}
