package dev.shutter.ports.service;

import dev.shutter.domain.Failure;
import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.comment.CommentPolicy;
import dev.shutter.domain.comment.CommentText;
import dev.shutter.domain.event.CommentDeleted;
import dev.shutter.domain.event.CommentPosted;
import dev.shutter.domain.media.Media;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.PrivateContent;
import dev.shutter.ports.in.AddCommentCommand;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.CommentList;
import dev.shutter.ports.in.CommentView;
import dev.shutter.ports.in.CommentsUseCase;
import dev.shutter.ports.in.DeleteCommentCommand;
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.in.PreparedRead;
import dev.shutter.ports.out.MediaComments;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.ReadAhead;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;

/**
 * Comments on media: checks in the catalogue's order (grant, parameters, then the media and comment
 * rules), each write in one transaction.
 */
final class CommentService implements CommentsUseCase {

    private final Storage storage;
    private final TimeSource clock;
    private final Randomness randomness;
    private final Validation validation;
    private final Observing observing;

    CommentService(
            Storage storage, TimeSource clock, Randomness randomness, Validation validation, Observing observing) {
        this.storage = storage;
        this.clock = clock;
        this.randomness = randomness;
        this.validation = validation;
        this.observing = observing;
    }

    @Override
    public Either<Failure, CommentList> list(Caller caller, MediaId mediaId) {
        return listing(mediaId).apply(caller);
    }

    /**
     * One read of the store, which sees one snapshot: no transaction and no commit; none when the storage read
     * it with the caller's authentication.
     */
    @Override
    public PreparedRead<CommentList> listing(MediaId mediaId) {
        return new PreparedRead<>(
                new ReadAhead.CommentsOf(mediaId),
                (caller, answer) ->
                        observing.either(Operation.COMMENTS_LIST, mediaId, () -> doList(caller, mediaId, answer)));
    }

    private Either<Failure, CommentList> doList(Caller caller, MediaId mediaId, Option<ReadAhead.Answer> answer) {
        return visibleMedia(caller, mediaId, answer)
                .map(read -> new CommentList(
                        read.media(),
                        read.comments().stream()
                                .filter(c ->
                                        caller.sees(c.from()) && read.authors().containsKey(c.from()))
                                .map(c -> new CommentView(c, read.authors().get(c.from())))
                                .toList()));
    }

    @Override
    public Either<Failure, Comment> add(Caller caller, AddCommentCommand command) {
        long start = observing.start();
        Either<Failure, Comment> answer;
        try {
            answer = doAdd(caller, command);
        } catch (RuntimeException | Error e) {
            observing.failed(Operation.COMMENT_ADD, command, start, e);
            throw e;
        }
        return observing.answered(Operation.COMMENT_ADD, command, start, answer);
    }

    private Either<Failure, Comment> doAdd(Caller caller, AddCommentCommand command) {
        if (!caller.client().commentWrite()) {
            return Either.left(new Failure.CommentWriteNotPermitted());
        }
        Option<Failure> invalid = validation.checkApi(command);
        if (invalid.isDefined()) {
            return Either.left(invalid.get());
        }
        return CommentText.parse(command.text())
                .flatMap(text -> storage.transactions()
                        .executeOnMedia(
                                command.media(),
                                () -> visibleForWrite(caller, command.media(), Option.none())
                                        .map(read -> {
                                            Media media = read.media();
                                            Instant now = clock.now();
                                            Comment comment =
                                                    new Comment(freeCommentId(), media.id(), caller.id(), text, now);
                                            storage.comments().add(comment);
                                            storage.outbox()
                                                    .append(
                                                            List.of(new CommentPosted(
                                                                    comment.id(),
                                                                    media.id(),
                                                                    caller.id(),
                                                                    media.owner())),
                                                            now);
                                            return comment;
                                        })));
    }

    @Override
    public Either<Failure, Comment> delete(Caller caller, DeleteCommentCommand command) {
        long start = observing.start();
        Either<Failure, Comment> answer;
        try {
            answer = doDelete(caller, command);
        } catch (RuntimeException | Error e) {
            observing.failed(Operation.COMMENT_DELETE, command, start, e);
            throw e;
        }
        return observing.answered(Operation.COMMENT_DELETE, command, start, answer);
    }

    private Either<Failure, Comment> doDelete(Caller caller, DeleteCommentCommand command) {
        return storage.transactions()
                .executeOnComment(
                        command.media(),
                        command.comment(),
                        () -> visibleForWrite(caller, command.media(), Option.some(command.comment()))
                                .flatMap(read -> Option.ofOptional(read.comments().stream()
                                                .filter(c -> c.id().equals(command.comment()))
                                                .findFirst())
                                        .filter(comment -> caller.sees(comment.from()))
                                        .<Failure>toEither(Failure.CommentNotFound::new)
                                        .flatMap(comment -> CommentPolicy.checkDelete(
                                                        caller.id(), comment, read.media())
                                                .<Either<Failure, Comment>>map(Either::left)
                                                .getOrElse(() -> {
                                                    storage.comments().remove(comment.id());
                                                    storage.outbox()
                                                            .append(
                                                                    List.of(new CommentDeleted(
                                                                            comment.id(),
                                                                            read.media()
                                                                                    .id(),
                                                                            comment.from(),
                                                                            read.media()
                                                                                    .owner(),
                                                                            caller.id())),
                                                                    clock.now());
                                                    return Either.right(comment);
                                                }))));
    }

    /**
     * The media with its owner and comments, read in one step of the store, if it exists for this app and
     * the caller may see its owner's content. What was read with the authentication ({@code answer}) is taken
     * when it is that read.
     */
    private Either<Failure, MediaComments> visibleMedia(Caller caller, MediaId id, Option<ReadAhead.Answer> answer) {
        return visible(
                caller,
                answer.flatMap(done -> done.comments(id, caller.id()))
                        .getOrElse(() -> storage.mediaComments(id, caller.id())));
    }

    /**
     * The media as {@link #visibleMedia} finds it, read in the write's transaction (which must read its own) in one
     * step of the store: of its comments only {@code comment}, the one a delete names (none for a new comment), not
     * the whole list.
     */
    private Either<Failure, MediaComments> visibleForWrite(Caller caller, MediaId id, Option<CommentId> comment) {
        return visible(caller, storage.mediaForCommentWrite(id, comment, caller.id()));
    }

    private static Either<Failure, MediaComments> visible(Caller caller, Option<MediaComments> found) {
        if (found.isEmpty() || !caller.sees(found.get().media().owner())) {
            return Either.left(new Failure.MediaNotFound());
        }
        MediaComments read = found.get();
        return PrivateContent.checkView(caller.id(), read.owner(), read.ownerBlocksViewer())
                .<Either<Failure, MediaComments>>map(Either::left)
                .getOrElse(Either.right(read));
    }

    /** 17 random digits: about 2^56 values, so a clash is left to the store's unique key to refuse. */
    private CommentId freeCommentId() {
        return CommentId.fromRandom(randomness.nextLong());
    }
}
