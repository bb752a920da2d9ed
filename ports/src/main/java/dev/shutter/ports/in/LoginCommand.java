package dev.shutter.ports.in;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

/** A login form: the current session id (null if none), a username and a password. */
public record LoginCommand(
        @Size(max = 128) String sessionId,
        @NotNull @Size(max = 64) String username,
        @NotNull @Size(max = 1024) String password) {

    @Override
    public String toString() {
        return "LoginCommand[username=" + username + "]";
    }
}
