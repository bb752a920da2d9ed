package dev.shutter.ports.in;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

/**
 * A new user. A null {@code id} gets a generated one; a null {@code password} makes a user who cannot
 * log in.
 */
public record CreateUserCommand(
        @Pattern(regexp = "[0-9]{1,19}", message = "must be 1 to 19 digits")
        String id,

        @NotNull
        @Pattern(regexp = "[A-Za-z0-9._]{1,30}", message = "must be 1 to 30 letters, digits, dots or underscores")
        String username,

        @Size(min = 8, max = 1024, message = "must be 8 to 1024 characters")
        String password,

        @Size(max = 256) String fullName,
        @Size(max = 256) String firstName,
        @Size(max = 256) String lastName,
        @Size(max = 2048) String profilePicture,
        boolean isPrivate) {

    @Override
    public String toString() {
        return "CreateUserCommand[id=" + id + ", username=" + username + "]";
    }
}
