package dev.shutter.ports.in;

import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A new media of {@code owner}, written by name: {@code CreateMediaCommand.of(alice)} gets a generated id
 * ({@code <random>_<owner>}), {@code CreateMediaCommand.withId(id, alice)} keeps the operator's.
 */
public record CreateMediaCommand(Option<MediaId> id, UserId owner) {

    public CreateMediaCommand {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(owner, "owner");
    }

    /** A media of {@code owner} with a generated id. */
    public static CreateMediaCommand of(UserId owner) {
        return new CreateMediaCommand(Option.none(), owner);
    }

    /** A media of {@code owner} with the id of the operator's choosing. */
    public static CreateMediaCommand withId(MediaId id, UserId owner) {
        return new CreateMediaCommand(Option.some(Objects.requireNonNull(id, "id")), owner);
    }
}
