package dev.shutter.ports.in;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

/** The form of {@code POST /oauth/access_token}; absent fields are null. */
public record ExchangeCodeCommand(
        @NotNull @Valid ClientCredentials client,
        @Size(max = 64) String grantType,
        @Size(max = 256) String code,
        @Size(max = 2048) String redirectUri,
        @Size(max = 256) String codeVerifier) {

    @Override
    public String toString() {
        return "ExchangeCodeCommand[client=" + client + ", grantType=" + grantType + "]";
    }
}
