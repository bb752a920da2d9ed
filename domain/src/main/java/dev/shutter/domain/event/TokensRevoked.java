package dev.shutter.domain.event;

import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.user.UserId;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/** Access tokens of {@code user} issued to {@code client} were revoked, by {@code by}. */
public record TokensRevoked(UserId user, ClientId client, By by) implements DomainEvent {

    public static final String TYPE = "tokens_revoked";

    /** Who or what revoked them. */
    public enum By {
        /** The user, on the manage-access page. */
        USER,
        /** The app, through RFC 7009 revocation. */
        CLIENT,
        /** The operator, for a user or an app. */
        OPERATOR,
        /** A second use of the code they were issued from. */
        REPLAYED_CODE,
        /** The token was sent over plain HTTP. */
        PLAIN_HTTP;

        /** The name on the wire: {@code user}, {@code client}, {@code operator}... */
        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }

        static By byWireName(String raw) {
            return valueOf(raw.toUpperCase(Locale.ROOT));
        }
    }

    public TokensRevoked {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(by, "by");
    }

    static TokensRevoked decode(EventFields fields) {
        return new TokensRevoked(
                fields.user("user"), new ClientId(fields.text("client_id")), By.byWireName(fields.text("by")));
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public Map<String, String> fields() {
        return EventFields.ordered("user", user.value(), "client_id", client.value(), "by", by.wireName());
    }
}
