package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.shutter.ports.in.CreateUserCommand;

/** A user as the fixtures file and {@code POST /admin/users} write it. */
public record UserEntry(
        @JsonProperty("id") String id,
        @JsonProperty("username") String username,
        @JsonProperty("password") String password,
        @JsonProperty("full_name") String fullName,
        @JsonProperty("first_name") String firstName,
        @JsonProperty("last_name") String lastName,
        @JsonProperty("profile_picture") String profilePicture,
        @JsonProperty("is_private") Boolean isPrivate) {

    /** The command; a missing id is generated, a missing password makes a user who cannot log in. */
    public CreateUserCommand toCommand() {
        return new CreateUserCommand(
                id, username, password, fullName, firstName, lastName, profilePicture, Boolean.TRUE.equals(isPrivate));
    }

    @Override
    public String toString() {
        return "UserEntry[id=" + id + ", username=" + username + "]";
    }
}
