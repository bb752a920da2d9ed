package dev.shutter.adapters.http.api;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import dev.shutter.adapters.http.web.JsonOut;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.domain.user.User;
import dev.shutter.ports.in.CommentView;
import java.io.IOException;
import java.util.List;
import java.util.function.Function;

/**
 * The JSON shapes of spec section 2: users in their three shapes, comments, relationships. Each is
 * written straight out ({@link JsonOut}), fields in the order the legacy API sent them.
 */
public final class Representations {

    /*
     * The field names, each encoded once: a name written from a String is checked for escapes character by
     * character in every answer (a page of 50 writes 250 of them).
     */
    private static final SerializableString CREATED_TIME = new SerializedString("created_time");
    private static final SerializableString FIRST_NAME = new SerializedString("first_name");
    private static final SerializableString FROM = new SerializedString("from");
    private static final SerializableString FULL_NAME = new SerializedString("full_name");
    private static final SerializableString ID = new SerializedString("id");
    private static final SerializableString INCOMING_STATUS = new SerializedString("incoming_status");
    private static final SerializableString LAST_NAME = new SerializedString("last_name");
    private static final SerializableString OUTGOING_STATUS = new SerializedString("outgoing_status");
    private static final SerializableString PROFILE_PICTURE = new SerializedString("profile_picture");
    private static final SerializableString TARGET_USER_IS_PRIVATE = new SerializedString("target_user_is_private");
    private static final SerializableString TEXT = new SerializedString("text");
    private static final SerializableString USERNAME = new SerializedString("username");

    private Representations() {}

    /** {@code /users/self} and the token response: id, username, full_name, profile_picture. */
    public static JsonOut profile(User user) {
        return out -> {
            out.writeStartObject();
            string(out, ID, user.id().value());
            string(out, USERNAME, user.username());
            string(out, FULL_NAME, user.fullName());
            string(out, PROFILE_PICTURE, user.profilePicture());
            out.writeEndObject();
        };
    }

    /** An entry of follows and followed-by: username, first_name, last_name, profile_picture, id. */
    public static JsonOut listEntry(User user) {
        return out -> {
            out.writeStartObject();
            string(out, USERNAME, user.username());
            string(out, FIRST_NAME, user.firstName());
            string(out, LAST_NAME, user.lastName());
            string(out, PROFILE_PICTURE, user.profilePicture());
            string(out, ID, user.id().value());
            out.writeEndObject();
        };
    }

    /** An entry of requested-by: username, profile_picture, id. */
    public static JsonOut requester(User user) {
        return out -> {
            out.writeStartObject();
            string(out, USERNAME, user.username());
            string(out, PROFILE_PICTURE, user.profilePicture());
            string(out, ID, user.id().value());
            out.writeEndObject();
        };
    }

    /** A comment (docs/spec/photo-api.md 2.3); {@code created_time} is Unix seconds as a string. */
    public static JsonOut comment(CommentView view) {
        return out -> {
            out.writeStartObject();
            string(out, ID, view.comment().id().value());
            string(out, CREATED_TIME, Long.toString(view.comment().createdTime().getEpochSecond()));
            string(out, TEXT, view.comment().text().value());
            out.writeFieldName(FROM);
            out.writeStartObject();
            string(out, USERNAME, view.author().username());
            string(out, PROFILE_PICTURE, view.author().profilePicture());
            string(out, ID, view.author().id().value());
            string(out, FULL_NAME, view.author().fullName());
            out.writeEndObject();
            out.writeEndObject();
        };
    }

    /** GET relationship: outgoing_status, incoming_status, target_user_is_private. */
    public static JsonOut relationship(RelationshipView view) {
        return out -> {
            out.writeStartObject();
            string(out, OUTGOING_STATUS, view.outgoingStatus().wireName());
            string(out, INCOMING_STATUS, view.incomingStatus().wireName());
            bool(out, TARGET_USER_IS_PRIVATE, view.targetUserIsPrivate());
            out.writeEndObject();
        };
    }

    private static void string(JsonGenerator out, SerializableString name, String value) throws IOException {
        out.writeFieldName(name);
        out.writeString(value);
    }

    private static void bool(JsonGenerator out, SerializableString name, boolean value) throws IOException {
        out.writeFieldName(name);
        out.writeBoolean(value);
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
