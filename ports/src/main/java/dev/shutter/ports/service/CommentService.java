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
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.AddCommentCommand;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.CommentList;
import dev.shutter.ports.in.CommentView;
import dev.shutter.ports.in.CommentsUseCase;
import dev.shutter.ports.in.DeleteCommentCommand;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Comments on media: checks in the catalogue's order (grant, parameters, then the media and comment
 * rules), each write in one transaction.
 */
public final class CommentService implements CommentsUseCase {

    private final Storage storage;
    private final TimeSource clock;
    private final Randomness randomness;
    private final Validation validation;

    CommentService(Storage storage, TimeSource clock, Randomness randomness, Validation validation) {
        this.storage = storage;
        this.clock = clock;
        this.randomness = randomness;
        this.validation = validation;
    }

    @Override
    public Either<Failure, CommentList> list(Caller caller, String mediaId) {
        return storage.transactions()
                .execute(() -> visibleMedia(caller, mediaId).map(media -> {
                    List<Comment> shown = storage.comments().onMedia(media.id()).stream()
                            .filter(c -> caller.sees(c.from()))
                            .toList();
                    Map<UserId, User> authors = storage.users()
                            .findAll(shown.stream().map(Comment::from).toList());
                    List<CommentView> views = shown.stream()
                            .filter(c -> authors.containsKey(c.from()))
                            .map(c -> new CommentView(c, authors.get(c.from())))
                            .toList();
                    return new CommentList(media, views);
                }));
    }

    @Override
    public Either<Failure, Comment> add(Caller caller, AddCommentCommand command) {
        if (!caller.client().commentWrite()) {
            return Either.left(new Failure.CommentWriteNotPermitted());
        }
        Option<Failure> invalid = validation.checkApi(command);
        if (invalid.isDefined()) {
            return Either.left(invalid.get());
        }
        return CommentText.parse(command.text())
                .flatMap(text -> storage.transactions()
                        .execute(() -> visibleMedia(caller, command.mediaId()).map(media -> {
                            Instant now = clock.now();
                            Comment comment = new Comment(freeCommentId(), media.id(), caller.id(), text, now);
                            storage.comments().add(comment);
                            storage.outbox()
                                    .append(
                                            List.of(new CommentPosted(
                                                    comment.id(), media.id(), caller.id(), media.owner())),
                                            now);
                            return comment;
                        })));
    }

    @Override
    public Either<Failure, Comment> delete(Caller caller, DeleteCommentCommand command) {
        return storage.transactions()
                .execute(() -> visibleMedia(caller, command.mediaId())
                        .flatMap(media -> CommentId.parse(command.commentId())
                                .flatMap(id -> storage.comments().find(media.id(), id))
                                .filter(comment -> caller.sees(comment.from()))
                                .<Failure>toEither(Failure.CommentNotFound::new)
                                .flatMap(comment -> CommentPolicy.checkDelete(caller.id(), comment, media)
                                        .<Either<Failure, Comment>>map(Either::left)
                                        .getOrElse(() -> {
                                            storage.comments().remove(comment.id());
                                            storage.outbox()
                                                    .append(
                                                            List.of(new CommentDeleted(
                                                                    comment.id(),
                                                                    media.id(),
                                                                    comment.from(),
                                                                    media.owner(),
                                                                    caller.id())),
                                                            clock.now());
                                            return Either.right(comment);
                                        }))));
    }

    /** The media, if it exists for this app and the caller may see its owner's content. */
    private Either<Failure, Media> visibleMedia(Caller caller, String rawId) {
        Option<Media> media = MediaId.parse(rawId).flatMap(storage.media()::find);
        if (media.isEmpty() || !caller.sees(media.get().owner())) {
            return Either.left(new Failure.MediaNotFound());
        }
        Option<User> owner = storage.users().find(media.get().owner());
        if (owner.isEmpty()) {
            return Either.left(new Failure.MediaNotFound());
        }
        boolean blocked = storage.relationships().blocks(owner.get().id(), caller.id());
        return PrivateContent.checkView(caller.id(), owner.get(), blocked)
                .<Either<Failure, Media>>map(Either::left)
                .getOrElse(Either.right(media.get()));
    }

    /** 17 random digits: about 2^56 values, so a clash is left to the store's unique key to refuse. */
    private CommentId freeCommentId() {
        return CommentId.fromRandom(randomness.nextLong());
    }
}
