package dev.shutter.adapters.http.api;

import dev.shutter.domain.Failure;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.comment.CommentText;
import dev.shutter.domain.media.MediaId;
import dev.shutter.ports.in.AddCommentCommand;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.CommentList;
import dev.shutter.ports.in.CommentsUseCase;
import dev.shutter.ports.in.DeleteCommentCommand;
import dev.shutter.ports.in.PreparedRead;
import io.vavr.control.Either;
import io.vavr.control.Option;

/** The comment endpoints of docs/spec/photo-api.md 4.1 over {@link CommentsUseCase}. */
public final class CommentsApi {

    /** The longest media id of a path that was read at all before ids were typed. */
    private static final int MAX_MEDIA_ID = 128;

    private final CommentsUseCase comments;

    public CommentsApi(CommentsUseCase comments) {
        this.comments = comments;
    }

    /** {@code GET /media/{media-id}/comments}. */
    public PreparedRead<ApiAnswer> list(ApiCall call) {
        Option<MediaId> media = MediaId.parse(call.variable(0));
        if (media.isEmpty()) {
            return ApiOperation.refused(new Failure.MediaNotFound());
        }
        PreparedRead<CommentList> listing = comments.listing(media.get());
        return new PreparedRead<>(
                listing.read(),
                (caller, read) -> listing.apply(caller, read)
                        .map(list -> ApiAnswer.of(
                                Representations.arrayOf(list.comments(), Representations::comment),
                                list.media().owner().equals(caller.id()))));
    }

    /** {@code POST /media/{media-id}/comments} with {@code text}. */
    public Either<Failure, ApiAnswer> add(Caller caller, ApiCall call) {
        String text = call.parameter("text");
        Option<MediaId> media = MediaId.parse(call.variable(0));
        if (media.isEmpty()) {
            return Either.left(refusalOfUnknownMedia(caller, call.variable(0), text));
        }
        return comments.add(caller, AddCommentCommand.on(media.get(), text)).map(comment -> ApiAnswer.empty());
    }

    /** {@code DELETE /media/{media-id}/comments/{comment-id}}. */
    public Either<Failure, ApiAnswer> delete(Caller caller, ApiCall call) {
        Option<MediaId> media = MediaId.parse(call.variable(0));
        if (media.isEmpty()) {
            return Either.left(new Failure.MediaNotFound());
        }
        Option<CommentId> comment = CommentId.parse(call.variable(1));
        if (comment.isEmpty()) {
            // the media is looked at first, as for any comment id
            return comments.list(caller, media.get()).flatMap(visible -> Either.left(new Failure.CommentNotFound()));
        }
        return comments.delete(caller, DeleteCommentCommand.of(media.get(), comment.get()))
                .map(deleted -> ApiAnswer.empty());
    }

    /**
     * What a comment on a path id that no media can have is refused with: the checks the use case makes
     * before it looks for the media come first, in its order (the grant, the sizes of the id and the text,
     * the comment rules), then the media is not found.
     */
    private static Failure refusalOfUnknownMedia(Caller caller, String rawMedia, String text) {
        if (!caller.client().commentWrite()) {
            return new Failure.CommentWriteNotPermitted();
        }
        if (rawMedia.length() > MAX_MEDIA_ID) {
            return tooLong("media_id", MAX_MEDIA_ID);
        }
        if (text != null && text.length() > AddCommentCommand.MAX_TEXT) {
            return tooLong("text", AddCommentCommand.MAX_TEXT);
        }
        return CommentText.parse(text).fold(failure -> failure, valid -> new Failure.MediaNotFound());
    }

    private static Failure tooLong(String parameter, int max) {
        return new Failure.InvalidParameter(
                parameter, "invalid parameter '" + parameter + "': size must be between 0 and " + max);
    }
}
