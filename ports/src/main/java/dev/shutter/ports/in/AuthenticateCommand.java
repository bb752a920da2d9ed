package dev.shutter.ports.in;

import dev.shutter.domain.api.Endpoint;
import jakarta.validation.constraints.NotNull;
import java.util.Map;

/**
 * A {@code /v1} request to authenticate. {@code parameterToken} and {@code bearerToken} are null when
 * absent; {@code signedPath} is the path without {@code /v1} as sent (with or without {@code .json});
 * {@code parameters} are every query and form parameter, {@code sig} included.
 */
public record AuthenticateCommand(
        String parameterToken,
        String bearerToken,
        @NotNull Endpoint endpoint,
        @NotNull String signedPath,
        @NotNull Map<String, String> parameters) {

    public AuthenticateCommand {
        parameters = Map.copyOf(parameters);
    }
}
