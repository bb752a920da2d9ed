package dev.shutter.ports.out;

import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.util.List;

/** Comments on media. */
public interface Comments {

    /** Every comment on {@code media}, oldest first (ties by id). */
    List<Comment> onMedia(MediaId media);

    /** The comment {@code id} if it is on {@code media}. */
    Option<Comment> find(MediaId media, CommentId id);

    /** Stores a new comment; the caller has checked the id is free. */
    void add(Comment comment);

    /** Removes a comment; nothing happens if there is none. */
    void remove(CommentId id);

    /** Every comment written by {@code author}, oldest first (ties by id). */
    List<Comment> by(UserId author);

    /** Removes every comment on {@code media}. */
    void removeAllOn(MediaId media);

    /** Removes every comment written by {@code author}. */
    void removeAllBy(UserId author);
}
