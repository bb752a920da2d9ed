package dev.shutter.ports.contract;

import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.Bearer;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.ReadAhead;
import dev.shutter.ports.out.Spending;
import dev.shutter.ports.out.Stages;
import dev.shutter.ports.out.Storage;
import io.vavr.control.Option;
import java.util.concurrent.CompletionStage;

/** A storage's authenticated read ({@link Storage#authenticated}) waited for, as the tests ask it. */
public final class Reads {

    private Reads() {}

    /** The bearer of {@code tokenHash}, nothing spent, nothing read with it. */
    public static Option<Bearer> bearer(Storage storage, String tokenHash) {
        return joined(storage.authenticated(AuthenticatedRead.bearer(tokenHash)))
                .map(CountedBearer::bearer);
    }

    /** The bearer with {@code spending} spent and {@code ahead} read with it. */
    public static Option<CountedBearer> counting(
            Storage storage, String tokenHash, Spending spending, ReadAhead ahead) {
        return joined(storage.authenticated(AuthenticatedRead.counting(tokenHash, spending, ahead)));
    }

    /** The bearer with {@code ahead} read with it, nothing spent. */
    public static Option<CountedBearer> reading(Storage storage, String tokenHash, ReadAhead ahead) {
        return joined(storage.authenticated(AuthenticatedRead.reading(tokenHash, ahead)));
    }

    /** The answer of {@code stage}, waited for; its failure thrown as the storage threw it. */
    public static <T> T joined(CompletionStage<T> stage) {
        return Stages.joined(stage);
    }
}
