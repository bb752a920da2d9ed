package dev.shutter.adapters.http.api;

import dev.shutter.domain.Failure;
import dev.shutter.ports.in.AddCommentCommand;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.CommentsUseCase;
import dev.shutter.ports.in.DeleteCommentCommand;
import io.vavr.control.Either;

/** The comment endpoints of docs/spec/photo-api.md 4.1 over {@link CommentsUseCase}. */
public final class CommentsApi {

    private final CommentsUseCase comments;

    public CommentsApi(CommentsUseCase comments) {
        this.comments = comments;
    }

    /** {@code GET /media/{media-id}/comments}. */
    public Either<Failure, ApiAnswer> list(Caller caller, ApiCall call) {
        return comments.list(caller, call.variable(0))
                .map(list -> ApiAnswer.of(
                        Representations.arrayOf(list.comments(), Representations::comment),
                        list.media().owner().equals(caller.id())));
    }

    /** {@code POST /media/{media-id}/comments} with {@code text}. */
    public Either<Failure, ApiAnswer> add(Caller caller, ApiCall call) {
        return comments.add(caller, new AddCommentCommand(call.variable(0), call.parameter("text")))
                .map(comment -> ApiAnswer.empty());
    }

    /** {@code DELETE /media/{media-id}/comments/{comment-id}}. */
    public Either<Failure, ApiAnswer> delete(Caller caller, ApiCall call) {
        return comments.delete(caller, new DeleteCommentCommand(call.variable(0), call.variable(1)))
                .map(comment -> ApiAnswer.empty());
    }
}
