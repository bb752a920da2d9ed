package dev.shutter.adapters.jdbc;

import dev.shutter.domain.media.Media;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.MediaCatalog;
import io.vavr.control.Option;
import java.util.List;

/** Media and their owners in the {@code media} table. */
final class JdbcMediaCatalog implements MediaCatalog {

    private final Sql sql;

    JdbcMediaCatalog(Sql sql) {
        this.sql = sql;
    }

    private static final RowMapper<Media> MEDIA =
            row -> new Media(new MediaId(row.getString("id")), Columns.userId(row, "owner_id"));

    @Override
    public Option<Media> find(MediaId id) {
        return sql.first(
                "media.find", "SELECT id, owner_id FROM {schema}.shutter_media WHERE id = ?", MEDIA, id.value());
    }

    @Override
    public void add(Media media) {
        sql.update(
                "media.add",
                "INSERT INTO {schema}.shutter_media (id, owner_id) VALUES (?, ?)",
                media.id().value(),
                Columns.storable(media.owner()));
    }

    @Override
    public List<Media> ownedBy(UserId owner) {
        return sql.list(
                "media.ownedBy",
                "SELECT id, owner_id FROM {schema}.shutter_media WHERE owner_id = ? ORDER BY id",
                MEDIA,
                Columns.key(owner));
    }

    @Override
    public void remove(MediaId id) {
        sql.update("media.remove", "DELETE FROM {schema}.shutter_media WHERE id = ?", id.value());
    }
}
