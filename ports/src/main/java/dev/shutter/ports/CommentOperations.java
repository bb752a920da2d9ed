package dev.shutter.ports;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.ports.in.AddCommentCommand;
import dev.shutter.ports.in.CommentList;
import dev.shutter.ports.in.CommentsUseCase;
import dev.shutter.ports.in.DeleteCommentCommand;
import dev.shutter.ports.in.Outcome;
import java.util.concurrent.CompletableFuture;

/** What a token may do with comments on media (scope {@code comments}; docs/spec/DECISIONS.md section 6). */
public final class CommentOperations {

    private final TokenRequest request;
    private final CommentsUseCase comments;

    CommentOperations(TokenRequest request, CommentsUseCase comments) {
        this.request = request;
        this.comments = comments;
    }

    /** Every comment on {@code media}, oldest first, with their authors; private media only for its owner. */
    public CompletableFuture<Outcome<CommentList>> on(MediaId media) {
        return request.read(Endpoint.COMMENTS_LIST, commentsPath(media), comments.listing(media));
    }

    /**
     * Posts {@code text} on {@code media}, for an app with the comment-write grant. The text is the user's,
     * as they wrote it: the comment rules judge it (length, hashtags, URLs, capitals) after the grant, in
     * the catalogue's order, and refuse it with their own failure.
     */
    public CompletableFuture<Outcome<Comment>> post(MediaId media, String text) {
        return request.run(
                Endpoint.COMMENT_ADD,
                commentsPath(media),
                caller -> comments.add(caller, AddCommentCommand.on(media, text)));
    }

    /** Deletes {@code comment} from {@code media}: its author or the media's owner may. The deleted comment. */
    public CompletableFuture<Outcome<Comment>> delete(MediaId media, CommentId comment) {
        return request.run(
                Endpoint.COMMENT_DELETE,
                commentsPath(media) + "/" + comment.value(),
                caller -> comments.delete(caller, DeleteCommentCommand.of(media, comment)));
    }

    private static String commentsPath(MediaId media) {
        return "/media/" + media.value() + "/comments";
    }
}
