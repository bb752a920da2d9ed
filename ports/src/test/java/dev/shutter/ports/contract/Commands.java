package dev.shutter.ports.contract;

import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.relationship.RelationshipAction;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.ChangeRelationshipCommand;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.OperatorUseCase;
import io.vavr.control.Either;

/** The commands of the scenarios, from the short strings the scenarios are written in. */
public final class Commands {

    private Commands() {}

    /** The media id {@code raw}. */
    public static MediaId media(String raw) {
        return new MediaId(raw);
    }

    /** Makes {@code user} private or public, as a scenario that picks at random says. */
    public static Either<OperatorFailure, User> privacy(OperatorUseCase operator, String user, boolean isPrivate) {
        UserId id = new UserId(user);
        return isPrivate ? operator.makePrivate(id) : operator.makePublic(id);
    }

    /** {@code action} (a wire word: {@code follow}, {@code approve}...) on the user {@code target}. */
    public static ChangeRelationshipCommand change(String target, String action) {
        return new ChangeRelationshipCommand(
                new UserId(target),
                RelationshipAction.parse(action).getOrElseThrow(f -> new IllegalArgumentException(f.message())));
    }
}
