package dev.shutter.ports.in;

import dev.shutter.domain.Failure;
import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.media.MediaId;
import io.vavr.control.Either;

/** Comments on media (docs/spec/photo-api.md 4.1, docs/spec/DECISIONS.md section 6). */
public interface CommentsUseCase {

    /** Every comment on the media, oldest first; private media only for its owner. */
    Either<Failure, CommentList> list(Caller caller, MediaId media);

    /** {@link #list} of {@code media}, prepared before the caller is known, its read declared ({@link PreparedRead}). */
    PreparedRead<CommentList> listing(MediaId media);

    /** Adds a comment, for apps with the comment-write grant and text that passes the rules. */
    Either<Failure, Comment> add(Caller caller, AddCommentCommand command);

    /** Deletes a comment, by its author or the media's owner. */
    Either<Failure, Comment> delete(Caller caller, DeleteCommentCommand command);
}
