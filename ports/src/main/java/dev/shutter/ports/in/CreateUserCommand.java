package dev.shutter.ports.in;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

/**
 * A new user. Build one with {@link #withLogin} or {@link #withoutLogin}:
 *
 * <pre>{@code
 * CreateUserCommand.withLogin("alice", "correct horse").fullName("Alice").build()
 * }</pre>
 *
 * <p>In the record, a null {@code id} gets a generated one; a null {@code password} makes a user who
 * cannot log in.
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

    /** A user who logs in to the authorization pages with {@code username} and {@code password}. */
    public static Builder withLogin(String username, String password) {
        return new Builder(username, password, true);
    }

    /** A user who cannot log in (one whose data an app reads, say). */
    public static Builder withoutLogin(String username) {
        return new Builder(username, null, false);
    }

    @Override
    public String toString() {
        return "CreateUserCommand[id=" + id + ", username=" + username + "]";
    }

    /** The optional parts of a new user, each named; {@link #build()} checks them. */
    public static final class Builder {

        private final String username;
        private final String password;
        private final boolean logsIn;
        private String id;
        private String fullName;
        private String firstName;
        private String lastName;
        private String profilePicture;
        private boolean isPrivate;

        private Builder(String username, String password, boolean logsIn) {
            this.username = username;
            this.password = password;
            this.logsIn = logsIn;
        }

        /** An id of the operator's choosing (digits), instead of a generated one. */
        public Builder id(String value) {
            this.id = value;
            return this;
        }

        /** The name shown with the user's comments and in lists. */
        public Builder fullName(String value) {
            this.fullName = value;
            return this;
        }

        /** The first and last names. */
        public Builder names(String first, String last) {
            this.firstName = first;
            this.lastName = last;
            return this;
        }

        /** The URL of the user's picture. */
        public Builder profilePicture(String url) {
            this.profilePicture = url;
            return this;
        }

        /** A private user: following them takes their approval. */
        public Builder privateAccount() {
            this.isPrivate = true;
            return this;
        }

        /** The command; an {@link InvalidCommandException} names the first field the use case would refuse. */
        public CreateUserCommand build() {
            if (logsIn && password == null) {
                throw new InvalidCommandException("CreateUserCommand", "password", "must not be null");
            }
            return CommandCheck.valid(new CreateUserCommand(
                    id, username, password, fullName, firstName, lastName, profilePicture, isPrivate));
        }
    }
}
