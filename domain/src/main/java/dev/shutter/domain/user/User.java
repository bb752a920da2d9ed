package dev.shutter.domain.user;

import java.util.Objects;

/**
 * A person on the platform. {@code isPrivate} decides who sees their media and lists, and turns
 * follows into requests.
 */
public record User(
        UserId id,
        String username,
        String fullName,
        String firstName,
        String lastName,
        String profilePicture,
        boolean isPrivate) {

    public User {
        Objects.requireNonNull(id, "id");
        Username.requireValid(username);
        fullName = Objects.requireNonNullElse(fullName, "");
        firstName = Objects.requireNonNullElse(firstName, "");
        lastName = Objects.requireNonNullElse(lastName, "");
        profilePicture = Objects.requireNonNullElse(profilePicture, "");
    }

    /** A public user with only an id and a username. */
    public static User of(UserId id, String username) {
        return new User(id, username, "", "", "", "", false);
    }

    /** The same user, private or public. */
    public User withPrivate(boolean nowPrivate) {
        return new User(id, username, fullName, firstName, lastName, profilePicture, nowPrivate);
    }
}
