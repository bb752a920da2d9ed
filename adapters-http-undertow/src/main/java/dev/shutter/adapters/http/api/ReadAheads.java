package dev.shutter.adapters.http.api;

import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.ListCommand;
import dev.shutter.ports.in.PageCursor;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.EdgeCursor;
import dev.shutter.ports.out.ReadAhead;
import io.vavr.control.Option;
import java.util.List;

/**
 * What a {@code /v1} read will read once the request is let through, said before its authentication so that
 * the storage can read it in the same round trip ({@link ReadAhead}): the relationship read of another user,
 * a media's comment list, a page of a user's list. A request whose path or parameters are not valid reads
 * nothing ahead; its use case answers the error as it would have.
 */
final class ReadAheads {

    private static final String SELF = "self";

    private ReadAheads() {}

    static ReadAhead of(Endpoint endpoint, List<String> variables, Parameters parameters) {
        return switch (endpoint) {
            case RELATIONSHIP_GET ->
                SELF.equals(variables.get(0))
                        ? ReadAhead.NOTHING
                        : UserId.parse(variables.get(0))
                                .<ReadAhead>map(ReadAhead.CounterpartOf::new)
                                .getOrElse(ReadAhead.NOTHING);
            case COMMENTS_LIST ->
                MediaId.parse(variables.get(0))
                        .<ReadAhead>map(ReadAhead.CommentsOf::new)
                        .getOrElse(ReadAhead.NOTHING);
            case FOLLOWS -> page(variables.get(0), Direction.OUTGOING, Edge.FOLLOWS, parameters);
            case FOLLOWED_BY -> page(variables.get(0), Direction.INCOMING, Edge.FOLLOWS, parameters);
            case REQUESTED_BY -> page(SELF, Direction.INCOMING, Edge.REQUESTED, parameters);
            default -> ReadAhead.NOTHING;
        };
    }

    /**
     * The page the list's use case reads: {@code count} entries and one more (which tells whether a next
     * page exists), after the cursor's position.
     */
    private static ReadAhead page(String rawUser, Direction direction, Edge edge, Parameters parameters) {
        String rawCount = parameters.get("count");
        String rawCursor = parameters.get("cursor");
        Option<Integer> count =
                rawCount == null ? Option.some(ListCommand.DEFAULT_COUNT) : RelationshipsApi.countOf(rawCount);
        Option<PageCursor> cursor = PageCursor.parse(rawCursor);
        Option<Option<UserId>> owner = SELF.equals(rawUser)
                ? Option.some(Option.none())
                : UserId.parse(rawUser).map(Option::some);
        if (count.isEmpty() || (rawCursor != null && cursor.isEmpty()) || owner.isEmpty()) {
            return ReadAhead.NOTHING;
        }
        return new ReadAhead.PageOf(
                owner.get(),
                direction,
                edge,
                cursor.map(position -> new EdgeCursor(position.at(), position.other())),
                count.get() + 1);
    }
}
