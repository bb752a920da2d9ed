package dev.shutter.ports.in;

import dev.shutter.domain.oauth.ClientId;
import jakarta.validation.constraints.Size;

/**
 * How a client proved itself at the token or revocation endpoint: {@code client_id} and {@code
 * client_secret} from the form or from HTTP Basic ({@code viaBasic}); absent ones are null.
 */
public final class ClientCredentials {

    @Size(max = 256)
    private final String clientId;

    @Size(max = 1024)
    private final String clientSecret;

    private final boolean viaBasic;

    private ClientCredentials(String clientId, String clientSecret, boolean viaBasic) {
        this.clientId = clientId;
        this.clientSecret = clientSecret;
        this.viaBasic = viaBasic;
    }

    public String clientId() {
        return clientId;
    }

    public String clientSecret() {
        return clientSecret;
    }

    public boolean viaBasic() {
        return viaBasic;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ClientCredentials that
                && java.util.Objects.equals(clientId, that.clientId)
                && java.util.Objects.equals(clientSecret, that.clientSecret)
                && java.util.Objects.equals(viaBasic, that.viaBasic);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(clientId, clientSecret, viaBasic);
    }

    /** What the form carried ({@code client_id}, {@code client_secret}, either null), for the use case to check. */
    public static ClientCredentials sentInForm(String clientId, String clientSecret) {
        return new ClientCredentials(clientId, clientSecret, false);
    }

    /** What an {@code Authorization: Basic} header carried, for the use case to check. */
    public static ClientCredentials sentInBasic(String clientId, String clientSecret) {
        return new ClientCredentials(clientId, clientSecret, true);
    }

    /** The app's id and secret sent in the form ({@code client_id}, {@code client_secret}). */
    public static ClientCredentials inForm(ClientId client, String clientSecret) {
        return CommandCheck.valid(new ClientCredentials(idOf(client), clientSecret, false));
    }

    /** The app's id and secret sent in an {@code Authorization: Basic} header. */
    public static ClientCredentials basic(ClientId client, String clientSecret) {
        return CommandCheck.valid(new ClientCredentials(idOf(client), clientSecret, true));
    }

    /** A public client: its id alone, in the form. */
    public static ClientCredentials publicClient(ClientId client) {
        return CommandCheck.valid(new ClientCredentials(idOf(client), null, false));
    }

    private static String idOf(ClientId client) {
        return java.util.Objects.requireNonNull(client, "client").value();
    }

    @Override
    public String toString() {
        return "ClientCredentials[clientId=" + clientId + ", viaBasic=" + viaBasic + "]";
    }
}
