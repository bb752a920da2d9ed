package dev.shutter.ports.in;

import dev.shutter.domain.oauth.ClientId;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;

/** The operator gives a confidential app a new generated secret. */
public interface RotateSecretUseCase {

    /** The longest grace period the old secret may be given. */
    Duration MAX_GRACE = Duration.ofDays(30);

    /**
     * Replaces the app's secret with a new generated one. The old secret stops at once when {@code grace}
     * is zero, else it is still accepted for {@code grace} (at most {@link #MAX_GRACE}); a rotation ends
     * the grace of any earlier one.
     */
    Either<OperatorFailure, SecretRotated> rotate(ClientId app, Duration grace);

    /** Why {@code grace} is refused, if it is: none, negative or over {@link #MAX_GRACE}. */
    static Option<OperatorFailure> graceRefusal(Duration grace) {
        return grace == null || grace.isNegative() || grace.compareTo(MAX_GRACE) > 0
                ? Option.some(new OperatorFailure("grace_seconds", "from 0 to " + MAX_GRACE.toSeconds()))
                : Option.none();
    }
}
