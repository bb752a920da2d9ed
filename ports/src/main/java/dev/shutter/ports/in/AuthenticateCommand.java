package dev.shutter.ports.in;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.ports.out.ReadAhead;
import jakarta.validation.constraints.NotNull;
import java.util.HashMap;
import java.util.Map;

/**
 * A {@code /v1} request to authenticate. {@code parameterToken} and {@code bearerToken} are null when
 * absent; {@code signedPath} is the path without {@code /v1} as sent (with or without {@code .json});
 * {@code parameters} are every query and form parameter, {@code sig} included. A host that makes one
 * itself says where the token came from:
 *
 * <pre>{@code
 * AuthenticateCommand.bearer(token, Endpoint.RELATIONSHIP_POST, "/users/1002/relationship")
 * }</pre>
 */
public record AuthenticateCommand(
        String parameterToken,
        String bearerToken,
        @NotNull Endpoint endpoint,
        @NotNull String signedPath,
        @NotNull Map<String, String> parameters,
        @NotNull ReadAhead readAhead) {

    public AuthenticateCommand {
        parameters = Map.copyOf(parameters);
    }

    /** A request that says nothing of what it will read. */
    public AuthenticateCommand(
            String parameterToken,
            String bearerToken,
            Endpoint endpoint,
            String signedPath,
            Map<String, String> parameters) {
        this(parameterToken, bearerToken, endpoint, signedPath, parameters, ReadAhead.NOTHING);
    }

    /**
     * The same request saying what it will read once authenticated, which the storage may read with the
     * authentication ({@link ReadAhead}).
     */
    public AuthenticateCommand readingAhead(ReadAhead ahead) {
        return new AuthenticateCommand(parameterToken, bearerToken, endpoint, signedPath, parameters, ahead);
    }

    /** The token in an {@code Authorization: Bearer} header. */
    public static AuthenticateCommand bearer(String token, Endpoint endpoint, String signedPath) {
        requireToken(token, "bearerToken");
        return CommandCheck.valid(new AuthenticateCommand(null, token, endpoint, signedPath, Map.of()));
    }

    /** The token in the query or form ({@code access_token}, which is then one of the parameters). */
    public static AuthenticateCommand inParameters(String token, Endpoint endpoint, String signedPath) {
        requireToken(token, "parameterToken");
        return CommandCheck.valid(
                new AuthenticateCommand(token, null, endpoint, signedPath, Map.of("access_token", token)));
    }

    /**
     * The same request with the request's other query and form parameters ({@code sig} included), for
     * signed requests; an {@code access_token} parameter stays.
     */
    public AuthenticateCommand withParameters(Map<String, String> others) {
        Map<String, String> all = new HashMap<>(others);
        if (parameterToken != null) {
            all.put("access_token", parameterToken);
        }
        return CommandCheck.valid(
                new AuthenticateCommand(parameterToken, bearerToken, endpoint, signedPath, all, readAhead));
    }

    private static void requireToken(String token, String field) {
        if (token == null) {
            throw new InvalidCommandException("AuthenticateCommand", field, "must not be null");
        }
    }
}
