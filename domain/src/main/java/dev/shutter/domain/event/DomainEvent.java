package dev.shutter.domain.event;

import java.util.Map;

/**
 * Something that changed in Shutter, as a host or an operator sees it: ids, flags and scopes only (never a
 * token, a code, a secret or a comment's text). Each event has a {@link #type() name} and its {@link
 * #fields() fields} as text; {@link EventTypes} turns them back into the event. A new kind of event is a
 * record here, one entry in {@code permits} and one in {@link EventTypes}.
 */
public sealed interface DomainEvent
        permits PairEvent, CommentPosted, CommentDeleted, AppAuthorized, TokensRevoked, UserPrivacyChanged, UserErased {

    /** The event's name in storage and on the wire, such as {@code follow_requested}. */
    String type();

    /** The event's fields as text, in a fixed order; {@link EventTypes#decode} reads them back. */
    Map<String, String> fields();
}
