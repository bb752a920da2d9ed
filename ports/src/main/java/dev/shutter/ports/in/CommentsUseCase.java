package dev.shutter.ports.in;

import dev.shutter.domain.Failure;
import dev.shutter.domain.comment.Comment;
import io.vavr.control.Either;

/** Comments on media (docs/spec/photo-api.md 4.1, docs/spec/DECISIONS.md section 6). */
public interface CommentsUseCase {

    /** Every comment on the media, oldest first; private media only for its owner. */
    Either<Failure, CommentList> list(Caller caller, String mediaId);

    /** Adds a comment, for apps with the comment-write grant and text that passes the rules. */
    Either<Failure, Comment> add(Caller caller, AddCommentCommand command);

    /** Deletes a comment, by its author or the media's owner. */
    Either<Failure, Comment> delete(Caller caller, DeleteCommentCommand command);
}
