package dev.shutter.ports.in;

import java.time.Duration;

/** Why a login failed. The same answer for an unknown user and a wrong password. */
public sealed interface LoginFailure {

    /** The username and password do not match. */
    record InvalidCredentials() implements LoginFailure {}

    /** Too many failures for this username, or from this client address: try again after {@code retryAfter}. */
    record Throttled(Duration retryAfter) implements LoginFailure {}
}
