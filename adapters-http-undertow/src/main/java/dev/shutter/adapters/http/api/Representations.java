package dev.shutter.adapters.http.api;

import dev.shutter.adapters.http.web.JsonOut;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.domain.user.User;
import dev.shutter.ports.in.CommentView;
import java.util.List;
import java.util.function.Function;

/**
 * The JSON shapes of spec section 2: users in their three shapes, comments, relationships. Each is
 * written straight out ({@link JsonOut}), fields in the order the legacy API sent them.
 */
public final class Representations {

    private Representations() {}

    /** {@code /users/self} and the token response: id, username, full_name, profile_picture. */
    public static JsonOut profile(User user) {
        return out -> {
            out.writeStartObject();
            out.writeStringField("id", user.id().value());
            out.writeStringField("username", user.username());
            out.writeStringField("full_name", user.fullName());
            out.writeStringField("profile_picture", user.profilePicture());
            out.writeEndObject();
        };
    }

    /** An entry of follows and followed-by: username, first_name, last_name, profile_picture, id. */
    public static JsonOut listEntry(User user) {
        return out -> {
            out.writeStartObject();
            out.writeStringField("username", user.username());
            out.writeStringField("first_name", user.firstName());
            out.writeStringField("last_name", user.lastName());
            out.writeStringField("profile_picture", user.profilePicture());
            out.writeStringField("id", user.id().value());
            out.writeEndObject();
        };
    }

    /** An entry of requested-by: username, profile_picture, id. */
    public static JsonOut requester(User user) {
        return out -> {
            out.writeStartObject();
            out.writeStringField("username", user.username());
            out.writeStringField("profile_picture", user.profilePicture());
            out.writeStringField("id", user.id().value());
            out.writeEndObject();
        };
    }

    /** A comment (docs/spec/photo-api.md 2.3); {@code created_time} is Unix seconds as a string. */
    public static JsonOut comment(CommentView view) {
        return out -> {
            out.writeStartObject();
            out.writeStringField("id", view.comment().id().value());
            out.writeStringField(
                    "created_time", Long.toString(view.comment().createdTime().getEpochSecond()));
            out.writeStringField("text", view.comment().text().value());
            out.writeObjectFieldStart("from");
            out.writeStringField("username", view.author().username());
            out.writeStringField("profile_picture", view.author().profilePicture());
            out.writeStringField("id", view.author().id().value());
            out.writeStringField("full_name", view.author().fullName());
            out.writeEndObject();
            out.writeEndObject();
        };
    }

    /** GET relationship: outgoing_status, incoming_status, target_user_is_private. */
    public static JsonOut relationship(RelationshipView view) {
        return out -> {
            out.writeStartObject();
            out.writeStringField("outgoing_status", view.outgoingStatus().wireName());
            out.writeStringField("incoming_status", view.incomingStatus().wireName());
            out.writeBooleanField("target_user_is_private", view.targetUserIsPrivate());
            out.writeEndObject();
        };
    }

    /** A JSON array of {@code items} in {@code shape}. */
    public static <T> JsonOut arrayOf(List<T> items, Function<T, JsonOut> shape) {
        return out -> {
            out.writeStartArray();
            for (T item : items) {
                shape.apply(item).writeTo(out);
            }
            out.writeEndArray();
        };
    }
}
