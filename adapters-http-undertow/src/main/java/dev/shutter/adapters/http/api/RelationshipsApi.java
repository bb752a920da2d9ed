package dev.shutter.adapters.http.api;

import dev.shutter.adapters.http.web.JsonOut;
import dev.shutter.domain.Failure;
import dev.shutter.domain.user.User;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.ChangeRelationshipCommand;
import dev.shutter.ports.in.ListCommand;
import dev.shutter.ports.in.RelationshipListsUseCase;
import dev.shutter.ports.in.RelationshipUseCase;
import dev.shutter.ports.in.UserPage;
import io.vavr.control.Either;
import java.util.function.Function;

/** The relationship endpoints of docs/spec/photo-api.md 4.2 over the relationship use cases. */
public final class RelationshipsApi {

    private static final String SELF = "self";

    private final RelationshipUseCase relationships;
    private final RelationshipListsUseCase lists;

    public RelationshipsApi(RelationshipUseCase relationships, RelationshipListsUseCase lists) {
        this.relationships = relationships;
        this.lists = lists;
    }

    /** {@code GET /users/{user-id}/follows}. */
    public Either<Failure, ApiAnswer> follows(Caller caller, ApiCall call) {
        return page(lists.follows(caller, listCommand(call)), call, Representations::listEntry);
    }

    /** {@code GET /users/{user-id}/followed-by}. */
    public Either<Failure, ApiAnswer> followedBy(Caller caller, ApiCall call) {
        return page(lists.followedBy(caller, listCommand(call)), call, Representations::listEntry);
    }

    /** {@code GET /users/self/requested-by}. */
    public Either<Failure, ApiAnswer> requestedBy(Caller caller, ApiCall call) {
        ListCommand command = new ListCommand(SELF, call.parameter("count"), call.parameter("cursor"));
        return lists.requestedBy(caller, command)
                .map(page -> new ApiAnswer(
                        Representations.arrayOf(page.users(), Representations::requester), page.nextCursor(), true));
    }

    /** {@code GET /users/{user-id}/relationship}. */
    public Either<Failure, ApiAnswer> read(Caller caller, ApiCall call) {
        return relationships
                .read(caller, call.variable(0))
                .map(view -> ApiAnswer.of(Representations.relationship(view), false));
    }

    /** {@code POST /users/{user-id}/relationship} with {@code action}. */
    public Either<Failure, ApiAnswer> change(Caller caller, ApiCall call) {
        return relationships
                .change(caller, new ChangeRelationshipCommand(call.variable(0), call.parameter("action")))
                .map(edge -> ApiAnswer.of(
                        out -> {
                            out.writeStartObject();
                            out.writeStringField("outgoing_status", edge.wireName());
                            out.writeEndObject();
                        },
                        false));
    }

    private static ListCommand listCommand(ApiCall call) {
        return new ListCommand(call.variable(0), call.parameter("count"), call.parameter("cursor"));
    }

    private static Either<Failure, ApiAnswer> page(
            Either<Failure, UserPage> result, ApiCall call, Function<User, JsonOut> shape) {
        return result.map(page -> new ApiAnswer(
                Representations.arrayOf(page.users(), shape), page.nextCursor(), SELF.equals(call.variable(0))));
    }
}
