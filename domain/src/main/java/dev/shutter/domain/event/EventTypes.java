package dev.shutter.domain.event;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/** Every kind of event by its name: how a stored event (a name and its fields) becomes the event again. */
public final class EventTypes {

    private static final Map<String, Function<EventFields, DomainEvent>> DECODERS = Map.ofEntries(
            Map.entry(FollowRequested.TYPE, pair(FollowRequested::new)),
            Map.entry(Followed.TYPE, pair(Followed::new)),
            Map.entry(Unfollowed.TYPE, pair(Unfollowed::new)),
            Map.entry(RequestWithdrawn.TYPE, pair(RequestWithdrawn::new)),
            Map.entry(RequestDenied.TYPE, pair(RequestDenied::new)),
            Map.entry(Blocked.TYPE, pair(Blocked::new)),
            Map.entry(Unblocked.TYPE, pair(Unblocked::new)),
            Map.entry(CommentPosted.TYPE, CommentPosted::decode),
            Map.entry(CommentDeleted.TYPE, CommentDeleted::decode),
            Map.entry(AppAuthorized.TYPE, AppAuthorized::decode),
            Map.entry(TokensRevoked.TYPE, TokensRevoked::decode),
            Map.entry(UserPrivacyChanged.TYPE, UserPrivacyChanged::decode),
            Map.entry(UserErased.TYPE, UserErased::decode));

    private EventTypes() {}

    private static Function<EventFields, DomainEvent> pair(BiFunction<UserId, UserId, DomainEvent> make) {
        return fields -> make.apply(fields.user("from"), fields.user("to"));
    }

    /** The names of every kind of event. */
    public static Set<String> names() {
        return DECODERS.keySet();
    }

    /**
     * The event named {@code type} with these fields; none for a name this version does not know (a newer
     * version wrote it). A known name with missing or malformed fields throws: storage was damaged.
     */
    public static Option<DomainEvent> decode(String type, Map<String, String> fields) {
        return Option.of(DECODERS.get(type)).map(decoder -> decoder.apply(EventFields.of(fields)));
    }
}
