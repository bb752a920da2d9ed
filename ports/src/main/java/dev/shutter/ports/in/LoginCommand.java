package dev.shutter.ports.in;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

/**
 * A login form: the current session id (null if none), a username, a password, and the address of the
 * client that sent it (null if unknown: then only the username's failures are counted).
 */
public record LoginCommand(
        @Size(max = 128) String sessionId,
        @NotNull @Size(max = 64) String username,
        @NotNull @Size(max = 1024) String password,
        @Size(max = 64) String clientAddress) {

    /** A login whose client address is unknown. */
    public LoginCommand(String sessionId, String username, String password) {
        this(sessionId, username, password, null);
    }

    @Override
    public String toString() {
        return "LoginCommand[username=" + username + "]";
    }
}
