package dev.shutter.domain.event;

import dev.shutter.domain.user.UserId;
import java.util.Map;
import java.util.Objects;

/** {@code user} turned private or public; turning public also approves every pending request to them. */
public record UserPrivacyChanged(UserId user, boolean isPrivate) implements DomainEvent {

    public static final String TYPE = "user_privacy_changed";

    public UserPrivacyChanged {
        Objects.requireNonNull(user, "user");
    }

    static UserPrivacyChanged decode(EventFields fields) {
        String flag = fields.text("is_private");
        if (!flag.equals("true") && !flag.equals("false")) {
            throw new IllegalArgumentException("is_private is true or false");
        }
        return new UserPrivacyChanged(fields.user("user"), Boolean.parseBoolean(flag));
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public Map<String, String> fields() {
        return EventFields.ordered("user", user.value(), "is_private", Boolean.toString(isPrivate));
    }
}
