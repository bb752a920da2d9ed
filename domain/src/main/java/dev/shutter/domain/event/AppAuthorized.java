package dev.shutter.domain.event;

import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.user.UserId;
import java.util.Map;
import java.util.Objects;

/** {@code user} approved an authorization request of {@code client} for {@code scopes} (a code or a token). */
public record AppAuthorized(UserId user, ClientId client, Scopes scopes) implements DomainEvent {

    public static final String TYPE = "app_authorized";

    public AppAuthorized {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(scopes, "scopes");
    }

    static AppAuthorized decode(EventFields fields) {
        return new AppAuthorized(
                fields.user("user"),
                new ClientId(fields.text("client_id")),
                Scopes.parse(fields.text("scopes"))
                        .getOrElseThrow(unknown -> new IllegalArgumentException("an event names an unknown scope")));
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public Map<String, String> fields() {
        return EventFields.ordered("user", user.value(), "client_id", client.value(), "scopes", scopes.wireForm());
    }
}
