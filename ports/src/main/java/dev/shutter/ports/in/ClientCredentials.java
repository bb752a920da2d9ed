package dev.shutter.ports.in;

import jakarta.validation.constraints.Size;

/**
 * How a client proved itself at the token or revocation endpoint: {@code client_id} and {@code
 * client_secret} from the form or from HTTP Basic ({@code viaBasic}); absent ones are null.
 */
public record ClientCredentials(
        @Size(max = 256) String clientId, @Size(max = 1024) String clientSecret, boolean viaBasic) {

    /** The id and secret sent in the form ({@code client_id}, {@code client_secret}). */
    public static ClientCredentials inForm(String clientId, String clientSecret) {
        return CommandCheck.valid(new ClientCredentials(clientId, clientSecret, false));
    }

    /** The id and secret sent in an {@code Authorization: Basic} header. */
    public static ClientCredentials basic(String clientId, String clientSecret) {
        return CommandCheck.valid(new ClientCredentials(clientId, clientSecret, true));
    }

    /** A public client: its id alone, in the form. */
    public static ClientCredentials publicClient(String clientId) {
        return CommandCheck.valid(new ClientCredentials(clientId, null, false));
    }

    @Override
    public String toString() {
        return "ClientCredentials[clientId=" + clientId + ", viaBasic=" + viaBasic + "]";
    }
}
