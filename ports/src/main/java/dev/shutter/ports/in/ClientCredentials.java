package dev.shutter.ports.in;

import jakarta.validation.constraints.Size;

/**
 * How a client proved itself at the token or revocation endpoint: {@code client_id} and {@code
 * client_secret} from the form or from HTTP Basic ({@code viaBasic}); absent ones are null.
 */
public record ClientCredentials(
        @Size(max = 256) String clientId, @Size(max = 1024) String clientSecret, boolean viaBasic) {

    @Override
    public String toString() {
        return "ClientCredentials[clientId=" + clientId + ", viaBasic=" + viaBasic + "]";
    }
}
