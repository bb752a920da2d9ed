package dev.shutter.adapters.http.api;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.domain.user.User;
import dev.shutter.ports.in.CommentView;
import java.util.List;
import java.util.function.Function;

/** The JSON shapes of spec section 2: users in their three shapes, comments, relationships. */
public final class Representations {

    private Representations() {}

    /** {@code /users/self} and the token response: id, username, full_name, profile_picture. */
    public static ObjectNode profile(User user) {
        ObjectNode node = Json.object();
        node.put("id", user.id().value());
        node.put("username", user.username());
        node.put("full_name", user.fullName());
        node.put("profile_picture", user.profilePicture());
        return node;
    }

    /** An entry of follows and followed-by: username, first_name, last_name, profile_picture, id. */
    public static ObjectNode listEntry(User user) {
        ObjectNode node = Json.object();
        node.put("username", user.username());
        node.put("first_name", user.firstName());
        node.put("last_name", user.lastName());
        node.put("profile_picture", user.profilePicture());
        node.put("id", user.id().value());
        return node;
    }

    /** An entry of requested-by: username, profile_picture, id. */
    public static ObjectNode requester(User user) {
        ObjectNode node = Json.object();
        node.put("username", user.username());
        node.put("profile_picture", user.profilePicture());
        node.put("id", user.id().value());
        return node;
    }

    /** A comment (spec 2.3); {@code created_time} is Unix seconds as a string. */
    public static ObjectNode comment(CommentView view) {
        ObjectNode node = Json.object();
        node.put("id", view.comment().id().value());
        node.put("created_time", Long.toString(view.comment().createdTime().getEpochSecond()));
        node.put("text", view.comment().text().value());
        ObjectNode from = node.putObject("from");
        from.put("username", view.author().username());
        from.put("profile_picture", view.author().profilePicture());
        from.put("id", view.author().id().value());
        from.put("full_name", view.author().fullName());
        return node;
    }

    /** GET relationship: outgoing_status, incoming_status, target_user_is_private. */
    public static ObjectNode relationship(RelationshipView view) {
        ObjectNode node = Json.object();
        node.put("outgoing_status", view.outgoingStatus().wireName());
        node.put("incoming_status", view.incomingStatus().wireName());
        node.put("target_user_is_private", view.targetUserIsPrivate());
        return node;
    }

    /** A JSON array of {@code items} in {@code shape}. */
    public static <T> ArrayNode arrayOf(List<T> items, Function<T, ObjectNode> shape) {
        ArrayNode array = Json.array();
        items.forEach(item -> array.add(shape.apply(item)));
        return array;
    }
}
