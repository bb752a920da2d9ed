package dev.shutter.adapters.jdbc;

import dev.shutter.domain.media.Media;
import dev.shutter.domain.media.MediaId;
import dev.shutter.ports.out.MediaCatalog;
import io.vavr.control.Option;

/** Media and their owners in the {@code media} table. */
final class JdbcMediaCatalog implements MediaCatalog {

    private final Sql sql;

    JdbcMediaCatalog(Sql sql) {
        this.sql = sql;
    }

    @Override
    public Option<Media> find(MediaId id) {
        return sql.first(
                "media.find",
                "SELECT id, owner_id FROM {schema}.media WHERE id = ?",
                row -> new Media(new MediaId(row.getString("id")), Columns.userId(row, "owner_id")),
                id.value());
    }

    @Override
    public void add(Media media) {
        sql.update(
                "media.add",
                "INSERT INTO {schema}.media (id, owner_id) VALUES (?, ?)",
                media.id().value(),
                Columns.storable(media.owner()));
    }
}
