package dev.shutter.ports.service;

import dev.shutter.ports.in.PageCursor;
import dev.shutter.ports.out.EdgeCursor;
import io.vavr.control.Option;

/** The opaque {@code cursor} of relationship lists, as the store's keyset position. */
final class ListCursor {

    private ListCursor() {}

    static String encode(EdgeCursor cursor) {
        return new PageCursor(cursor.at(), cursor.other()).wire();
    }

    static Option<EdgeCursor> decode(String raw) {
        return PageCursor.parse(raw).map(ListCursor::position);
    }

    static EdgeCursor position(PageCursor cursor) {
        return new EdgeCursor(cursor.at(), cursor.other());
    }
}
