package dev.shutter.ports.in;

import dev.shutter.domain.user.UserId;
import dev.shutter.domain.user.Username;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.Objects;

/**
 * A new user. Build one with {@link #withLogin} or {@link #withoutLogin}:
 *
 * <pre>{@code
 * CreateUserCommand.withLogin(new Username("alice"), "correct horse").fullName("Alice").build()
 * }</pre>
 *
 * <p>In the record, a null {@code id} gets a generated one; a null {@code password} makes a user who
 * cannot log in.
 */
public final class CreateUserCommand {

    @Pattern(regexp = "[0-9]{1,19}", message = "must be 1 to 19 digits")
    private final String id;

    @NotNull
    @Pattern(regexp = "[A-Za-z0-9._]{1,30}", message = "must be 1 to 30 letters, digits, dots or underscores")
    private final String username;

    @Size(min = 8, max = 1024, message = "must be 8 to 1024 characters")
    private final String password;

    @Size(max = 256)
    private final String fullName;

    @Size(max = 256)
    private final String firstName;

    @Size(max = 256)
    private final String lastName;

    @Size(max = 2048)
    private final String profilePicture;

    private final boolean isPrivate;

    private CreateUserCommand(
            String id,
            String username,
            String password,
            String fullName,
            String firstName,
            String lastName,
            String profilePicture,
            boolean isPrivate) {
        this.id = id;
        this.username = username;
        this.password = password;
        this.fullName = fullName;
        this.firstName = firstName;
        this.lastName = lastName;
        this.profilePicture = profilePicture;
        this.isPrivate = isPrivate;
    }

    public String id() {
        return id;
    }

    public String username() {
        return username;
    }

    public String password() {
        return password;
    }

    public String fullName() {
        return fullName;
    }

    public String firstName() {
        return firstName;
    }

    public String lastName() {
        return lastName;
    }

    public String profilePicture() {
        return profilePicture;
    }

    public boolean isPrivate() {
        return isPrivate;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CreateUserCommand that
                && java.util.Objects.equals(id, that.id)
                && java.util.Objects.equals(username, that.username)
                && java.util.Objects.equals(password, that.password)
                && java.util.Objects.equals(fullName, that.fullName)
                && java.util.Objects.equals(firstName, that.firstName)
                && java.util.Objects.equals(lastName, that.lastName)
                && java.util.Objects.equals(profilePicture, that.profilePicture)
                && java.util.Objects.equals(isPrivate, that.isPrivate);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(id, username, password, fullName, firstName, lastName, profilePicture, isPrivate);
    }

    /** A user who logs in to the authorization pages with {@code username} and {@code password}. */
    public static Builder withLogin(Username username, String password) {
        return new Builder(Objects.requireNonNull(username, "username").value(), password, true);
    }

    /** A user who cannot log in (one whose data an app reads, say). */
    public static Builder withoutLogin(Username username) {
        return new Builder(Objects.requireNonNull(username, "username").value(), null, false);
    }

    /**
     * A user as an operator's request or a fixtures file wrote it: {@code username} as written, checked by
     * {@link Builder#build()} with the other fields, so that the first refusal by field name is the one
     * reported; a null {@code password} makes a user who cannot log in.
     */
    public static Builder asSent(String username, String password) {
        return new Builder(username, password, false);
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
        public Builder id(UserId value) {
            this.id = value.value();
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
