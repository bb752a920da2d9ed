package dev.shutter.ports.in;

import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.user.User;

/** A comment with its author, as the comment list shows it (docs/spec/photo-api.md 2.3). */
public record CommentView(Comment comment, User author) {}
