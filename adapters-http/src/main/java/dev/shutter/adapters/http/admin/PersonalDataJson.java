package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.AppAccess;
import dev.shutter.ports.in.PersonalData;
import java.util.List;

/** The export of a person's data as one JSON document, and the list of apps holding their tokens. */
final class PersonalDataJson {

    private PersonalDataJson() {}

    static ObjectNode export(PersonalData data) {
        ObjectNode node = Json.object();
        node.put("exported_at", data.exportedAt().toString());
        node.set("profile", OperatorJson.user(data.profile()));
        ArrayNode comments = node.putArray("comments");
        for (Comment comment : data.comments()) {
            ObjectNode entry = comments.addObject();
            entry.put("id", comment.id().value());
            entry.put("media_id", comment.media().value());
            entry.put("text", comment.text().value());
            entry.put("created_time", comment.createdTime().toString());
        }
        ArrayNode media = node.putArray("media");
        data.media().forEach(id -> media.addObject().put("id", id.value()));
        links(node, "follows", data.follows());
        links(node, "followed_by", data.followedBy());
        links(node, "requested", data.requested());
        links(node, "requested_by", data.requestedBy());
        ArrayNode blocks = node.putArray("blocks");
        data.blocks().stream().map(UserId::value).forEach(blocks::add);
        ArrayNode apps = node.putArray("authorized_apps");
        for (PersonalData.Authorization authorization : data.authorizations()) {
            ObjectNode entry = apps.addObject();
            entry.put("client_id", authorization.client().value());
            entry.put("name", authorization.appName());
            entry.put("scope", authorization.scopes().wireForm());
            entry.put("authorized_at", authorization.issuedAt().toString());
            entry.put("last_used_at", authorization.lastUsedAt().toString());
            entry.put(
                    "revoked_at",
                    authorization.revokedAt().map(Object::toString).getOrNull());
        }
        return node;
    }

    static ObjectNode appsHolding(List<AppAccess> access) {
        ObjectNode node = Json.object();
        ArrayNode apps = node.putArray("apps");
        for (AppAccess app : access) {
            ObjectNode entry = apps.addObject();
            entry.put("client_id", app.client().value());
            entry.put("name", app.name());
            entry.put("scope", app.scopes().wireForm());
            entry.put("since", app.since().toString());
        }
        return node;
    }

    private static void links(ObjectNode node, String field, List<PersonalData.Link> links) {
        ArrayNode array = node.putArray(field);
        for (PersonalData.Link link : links) {
            ObjectNode entry = array.addObject();
            entry.put("id", link.user().value());
            entry.put("since", link.since().toString());
        }
    }
}
