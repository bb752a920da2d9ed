package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.in.InvalidCommandException;
import dev.shutter.ports.in.OperatorFailure;
import io.vavr.control.Either;
import io.vavr.control.Option;

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

    /**
     * The command, or what the operator use case refuses it with ({@code id: must be 1 to 19 digits}, the
     * field's limits), the first by field name as the use case orders them. A missing id is generated, a
     * missing password makes a user who cannot log in.
     */
    public Either<OperatorFailure, CreateUserCommand> toCommand() {
        CreateUserCommand.Builder user = CreateUserCommand.asSent(username, password);
        user.fullName(fullName).names(firstName, lastName).profilePicture(profilePicture);
        if (Boolean.TRUE.equals(isPrivate)) {
            user.privateAccount();
        }
        Option<OperatorFailure> badId = Option.none();
        if (id != null) {
            Option<UserId> parsed = UserId.parse(id);
            parsed.forEach(user::id);
            badId = parsed.isEmpty() ? Option.some(new OperatorFailure("id", "must be 1 to 19 digits")) : Option.none();
        }
        try {
            CreateUserCommand command = user.build();
            return badId.<Either<OperatorFailure, CreateUserCommand>>map(Either::left)
                    .getOrElse(Either.right(command));
        } catch (InvalidCommandException e) {
            OperatorFailure refused = e.asOperatorFailure();
            return Either.left(
                    badId.filter(f -> f.where().compareTo(refused.where()) < 0).getOrElse(refused));
        }
    }

    @Override
    public String toString() {
        return "UserEntry[id=" + id + ", username=" + username + "]";
    }
}
