package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.OperatorFailure;
import io.vavr.control.Either;
import io.vavr.control.Option;

/** A media as the fixtures file and {@code POST /admin/media} write it. */
public record MediaEntry(
        @JsonProperty("id") String id,
        @JsonProperty("owner") String owner) {

    /**
     * The command, or what the operator use case refuses it with, the id's fault before the owner's; a
     * missing id is generated.
     */
    public Either<OperatorFailure, CreateMediaCommand> toCommand() {
        Option<MediaId> chosen = Option.of(id).flatMap(MediaId::parse);
        if (id != null && chosen.isEmpty()) {
            return Either.left(new OperatorFailure("id", "must be 1 to 64 digits or underscores"));
        }
        if (owner == null) {
            return Either.left(new OperatorFailure("owner", "must not be null"));
        }
        return UserId.parse(owner)
                .toEither(() -> new OperatorFailure("owner", "must be a user id"))
                .map(user -> new CreateMediaCommand(chosen, user));
    }
}
