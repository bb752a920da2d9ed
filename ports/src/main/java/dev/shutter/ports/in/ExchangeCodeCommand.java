package dev.shutter.ports.in;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

/**
 * The form of {@code POST /oauth/access_token}; absent fields are null. A host that makes one itself uses
 * {@link #authorizationCode}, with {@link #withCodeVerifier} for PKCE:
 *
 * <pre>{@code
 * ExchangeCodeCommand.authorizationCode(ClientCredentials.inForm(clientId, secret), code, "https://app.example/cb")
 * }</pre>
 */
public record ExchangeCodeCommand(
        @NotNull @Valid ClientCredentials client,
        @Size(max = 64) String grantType,
        @Size(max = 256) String code,
        @Size(max = 2048) String redirectUri,
        @Size(max = 256) String codeVerifier) {

    /** The grant {@code authorization_code}: {@code code} was issued for {@code redirectUri}. */
    public static ExchangeCodeCommand authorizationCode(ClientCredentials client, String code, String redirectUri) {
        return CommandCheck.valid(new ExchangeCodeCommand(client, "authorization_code", code, redirectUri, null));
    }

    /** The same exchange with the PKCE verifier of the code's challenge. */
    public ExchangeCodeCommand withCodeVerifier(String verifier) {
        return CommandCheck.valid(new ExchangeCodeCommand(client, grantType, code, redirectUri, verifier));
    }

    @Override
    public String toString() {
        return "ExchangeCodeCommand[client=" + client + ", grantType=" + grantType + "]";
    }
}
