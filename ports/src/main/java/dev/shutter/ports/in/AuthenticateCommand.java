package dev.shutter.ports.in;

import dev.shutter.domain.api.Endpoint;
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
public final class AuthenticateCommand {

    private final String parameterToken;

    private final String bearerToken;

    @NotNull
    private final Endpoint endpoint;

    @NotNull
    private final String signedPath;

    @NotNull
    private final Map<String, String> parameters;

    private AuthenticateCommand(
            String parameterToken,
            String bearerToken,
            Endpoint endpoint,
            String signedPath,
            Map<String, String> parameters) {
        this.parameterToken = parameterToken;
        this.bearerToken = bearerToken;
        this.endpoint = endpoint;
        this.signedPath = signedPath;
        this.parameters = Map.copyOf(parameters);
    }

    public String parameterToken() {
        return parameterToken;
    }

    public String bearerToken() {
        return bearerToken;
    }

    public Endpoint endpoint() {
        return endpoint;
    }

    public String signedPath() {
        return signedPath;
    }

    public Map<String, String> parameters() {
        return parameters;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof AuthenticateCommand that
                && java.util.Objects.equals(parameterToken, that.parameterToken)
                && java.util.Objects.equals(bearerToken, that.bearerToken)
                && java.util.Objects.equals(endpoint, that.endpoint)
                && java.util.Objects.equals(signedPath, that.signedPath)
                && java.util.Objects.equals(parameters, that.parameters);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(parameterToken, bearerToken, endpoint, signedPath, parameters);
    }

    @Override
    public String toString() {
        return "AuthenticateCommand[parameterToken=" + redacted(parameterToken) + ", bearerToken="
                + redacted(bearerToken) + ", endpoint=" + endpoint + ", signedPath=" + signedPath + ", parameters="
                + parameters.keySet() + "]";
    }

    /**
     * A request as it came: the {@code Authorization: Bearer} token (null if none) and every query and form
     * parameter ({@code access_token} and {@code sig} among them); the use case checks it.
     */
    public static AuthenticateCommand asSent(
            String bearerToken, Endpoint endpoint, String signedPath, Map<String, String> parameters) {
        return new AuthenticateCommand(parameters.get("access_token"), bearerToken, endpoint, signedPath, parameters);
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
        return CommandCheck.valid(new AuthenticateCommand(parameterToken, bearerToken, endpoint, signedPath, all));
    }

    private static String redacted(String token) {
        return token == null ? "none" : "(redacted)";
    }

    private static void requireToken(String token, String field) {
        if (token == null) {
            throw new InvalidCommandException("AuthenticateCommand", field, "must not be null");
        }
    }
}
