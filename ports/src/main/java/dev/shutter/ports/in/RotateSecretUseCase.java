package dev.shutter.ports.in;

import io.vavr.control.Either;
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
    Either<OperatorFailure, SecretRotated> rotate(String clientId, Duration grace);
}
