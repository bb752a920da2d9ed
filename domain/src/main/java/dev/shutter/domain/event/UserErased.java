package dev.shutter.domain.event;

import dev.shutter.domain.user.UserId;
import java.util.Map;
import java.util.Objects;

/**
 * The operator erased {@code user} (GDPR article 17): their tokens, codes, sessions, comments, media, edges
 * and blocks are gone and the id is never given again. Only the id is recorded, never a name or content.
 */
public record UserErased(UserId user) implements DomainEvent {

    public static final String TYPE = "user_erased";

    public UserErased {
        Objects.requireNonNull(user, "user");
    }

    static UserErased decode(EventFields fields) {
        return new UserErased(fields.user("user"));
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public Map<String, String> fields() {
        return EventFields.ordered("user", user.value());
    }
}
