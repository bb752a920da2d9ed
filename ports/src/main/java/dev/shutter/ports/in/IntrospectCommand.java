package dev.shutter.ports.in;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

/** An RFC 7662 introspection: the asking client's credentials and the token (null if absent). */
public record IntrospectCommand(
        @NotNull @Valid ClientCredentials client,
        @Size(max = 512) String token) {

    @Override
    public String toString() {
        return "IntrospectCommand[client=" + client + "]";
    }
}
