package dev.shutter.adapters.http.api;

import dev.shutter.adapters.http.web.JsonOut;
import dev.shutter.domain.Failure;
import dev.shutter.domain.WholeNumber;
import dev.shutter.domain.relationship.RelationshipAction;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.ChangeRelationshipCommand;
import dev.shutter.ports.in.ListCommand;
import dev.shutter.ports.in.Page;
import dev.shutter.ports.in.PageCursor;
import dev.shutter.ports.in.PreparedRead;
import dev.shutter.ports.in.RelationshipListsUseCase;
import dev.shutter.ports.in.RelationshipUseCase;
import dev.shutter.ports.in.UserPage;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.function.BiFunction;
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
    public PreparedRead<ApiAnswer> follows(ApiCall call) {
        return list(call, call.variable(0), lists::follows, page -> page(page, call, Representations::listEntry));
    }

    /** {@code GET /users/{user-id}/followed-by}. */
    public PreparedRead<ApiAnswer> followedBy(ApiCall call) {
        return list(call, call.variable(0), lists::followedBy, page -> page(page, call, Representations::listEntry));
    }

    /** {@code GET /users/self/requested-by}. */
    public PreparedRead<ApiAnswer> requestedBy(ApiCall call) {
        return list(
                call,
                SELF,
                (user, page) -> lists.requestedBy(page),
                page -> new ApiAnswer(
                        Representations.arrayOf(page.users(), Representations::requester), page.nextCursor(), true));
    }

    /** {@code GET /users/{user-id}/relationship}. */
    public PreparedRead<ApiAnswer> read(ApiCall call) {
        String raw = call.variable(0);
        if (SELF.equals(raw)) {
            return ApiOperation.after((caller, same) ->
                            relationships.read(caller, caller.id()).map(RelationshipsApi::relationship))
                    .prepare(call);
        }
        return UserId.parse(raw)
                .map(target -> relationships.reading(target).map(RelationshipsApi::relationship))
                .getOrElse(() -> ApiOperation.refused(new Failure.UserNotFound()));
    }

    private static ApiAnswer relationship(RelationshipView view) {
        return ApiAnswer.of(Representations.relationship(view), false);
    }

    /** {@code POST /users/{user-id}/relationship} with {@code action}: the action is checked before the user. */
    public Either<Failure, ApiAnswer> change(Caller caller, ApiCall call) {
        return RelationshipAction.parse(call.parameter("action"))
                .flatMap(action -> target(caller, call.variable(0))
                        .flatMap(target -> relationships.change(caller, new ChangeRelationshipCommand(target, action))))
                .map(edge -> ApiAnswer.of(
                        out -> {
                            out.writeStartObject();
                            out.writeStringField("outgoing_status", edge.wireName());
                            out.writeEndObject();
                        },
                        false));
    }

    /**
     * The page asked for, checked in the catalogue's order ({@code count}, {@code cursor}, then the user: {@code
     * self} is the caller, what is no user id is no user), prepared by the list's use case.
     */
    private static PreparedRead<ApiAnswer> list(
            ApiCall call,
            String rawUser,
            BiFunction<Option<UserId>, Page, PreparedRead<UserPage>> prepared,
            Function<UserPage, ApiAnswer> answer) {
        String rawCount = call.parameter("count");
        String rawCursor = call.parameter("cursor");
        Option<Integer> count = rawCount == null ? Option.some(ListCommand.DEFAULT_COUNT) : countOf(rawCount);
        if (count.isEmpty()) {
            return ApiOperation.refused(Failure.InvalidParameter.invalid(
                    "count", "must be a whole number from 1 to " + ListCommand.MAX_COUNT));
        }
        Option<PageCursor> cursor = PageCursor.parse(rawCursor);
        if (rawCursor != null && cursor.isEmpty()) {
            return ApiOperation.refused(Failure.InvalidParameter.invalid("cursor", "is not a cursor this server gave"));
        }
        Option<Option<UserId>> user = SELF.equals(rawUser)
                ? Option.some(Option.none())
                : UserId.parse(rawUser).map(Option::some);
        if (user.isEmpty()) {
            return ApiOperation.refused(new Failure.UserNotFound());
        }
        return prepared.apply(user.get(), new Page(count.get(), cursor)).map(answer);
    }

    /** The {@code count} of a list, if it is one. */
    static Option<Integer> countOf(String raw) {
        return WholeNumber.parseInt(raw).filter(ListCommand::validCount);
    }

    /** The user of a path: {@code self} is the caller; what is no user id is no user. */
    private static Either<Failure, UserId> target(Caller caller, String raw) {
        return SELF.equals(raw) ? Either.right(caller.id()) : UserId.parse(raw).toEither(Failure.UserNotFound::new);
    }

    private static ApiAnswer page(UserPage page, ApiCall call, Function<User, JsonOut> shape) {
        return new ApiAnswer(
                Representations.arrayOf(page.users(), shape), page.nextCursor(), SELF.equals(call.variable(0)));
    }
}
