package dev.shutter.adapters.jdbc;

import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.comment.CommentText;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Comments;
import io.vavr.control.Option;
import java.util.List;

/** Comments in the {@code comments} table, listed by the index on (media, created time, id). */
final class JdbcComments implements Comments {

    private static final String COLUMNS = "id, media_id, from_id, text, created_time";

    private static final RowMapper<Comment> COMMENT = row -> new Comment(
            Columns.commentId(row, "id"),
            new MediaId(row.getString("media_id")),
            Columns.userId(row, "from_id"),
            CommentText.trusted(row.getString("text")),
            Columns.instant(row, "created_time"));

    private final Sql sql;

    JdbcComments(Sql sql) {
        this.sql = sql;
    }

    @Override
    public List<Comment> onMedia(MediaId media) {
        return sql.list(
                "comments.onMedia",
                "SELECT " + COLUMNS
                        + " FROM {schema}.shutter_comments WHERE media_id = ? ORDER BY media_id, created_time, id",
                COMMENT,
                media.value());
    }

    @Override
    public Option<Comment> find(MediaId media, CommentId id) {
        return sql.first(
                "comments.find",
                "SELECT " + COLUMNS + " FROM {schema}.shutter_comments WHERE id = ? AND media_id = ?",
                COMMENT,
                Columns.key(id),
                media.value());
    }

    @Override
    public void add(Comment comment) {
        sql.write(
                "comments.add",
                "INSERT INTO {schema}.shutter_comments (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?)",
                Columns.storable(comment.id()),
                comment.media().value(),
                Columns.storable(comment.from()),
                comment.text().value(),
                Columns.micros(comment.createdTime()));
    }

    @Override
    public void remove(CommentId id) {
        sql.write("comments.remove", "DELETE FROM {schema}.shutter_comments WHERE id = ?", Columns.key(id));
    }

    @Override
    public List<Comment> by(UserId author) {
        return sql.list(
                "comments.by",
                "SELECT " + COLUMNS + " FROM {schema}.shutter_comments WHERE from_id = ? ORDER BY created_time, id",
                COMMENT,
                Columns.key(author));
    }

    @Override
    public void removeAllOn(MediaId media) {
        sql.update("comments.removeAllOn", "DELETE FROM {schema}.shutter_comments WHERE media_id = ?", media.value());
    }

    @Override
    public void removeAllBy(UserId author) {
        sql.update(
                "comments.removeAllBy", "DELETE FROM {schema}.shutter_comments WHERE from_id = ?", Columns.key(author));
    }
}
