package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.domain.media.Media;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.RedirectUri;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.Seed;

/** What the operator API answers: the created or changed user, media or app. */
final class OperatorJson {

    private OperatorJson() {}

    static ObjectNode user(User user) {
        ObjectNode node = Json.object();
        node.put("id", user.id().value());
        node.put("username", user.username());
        node.put("full_name", user.fullName());
        node.put("first_name", user.firstName());
        node.put("last_name", user.lastName());
        node.put("profile_picture", user.profilePicture());
        node.put("is_private", user.isPrivate());
        return node;
    }

    static ObjectNode media(Media media) {
        ObjectNode node = Json.object();
        node.put("id", media.id().value());
        node.put("owner", media.owner().value());
        return node;
    }

    /** The app, with its generated secret when there is one: the only time it is ever shown. */
    static ObjectNode created(AppCreated created) {
        ObjectNode node = app(created.client());
        created.generatedSecret().forEach(secret -> node.put("client_secret", secret));
        return node;
    }

    static ObjectNode app(Client client) {
        ObjectNode node = Json.object();
        node.put("client_id", client.id().value());
        node.put("name", client.name());
        ArrayNode uris = node.putArray("redirect_uris");
        client.redirectUris().stream().map(RedirectUri::value).forEach(uris::add);
        node.put("mode", client.status().wireName());
        ArrayNode scopes = node.putArray("approved_scopes");
        client.approvedScopes().values().stream().map(Scope::wireName).forEach(scopes::add);
        ArrayNode sandbox = node.putArray("sandbox_users");
        client.sandboxUsers().stream().map(UserId::value).sorted().forEach(sandbox::add);
        node.put("comment_write", client.commentWrite());
        node.put("implicit", client.implicitAllowed());
        node.put("enforce_signed_requests", client.enforceSignedRequests());
        node.put("public", client.isPublic());
        node.put("created_time", client.createdTime().toString());
        return node;
    }

    static ObjectNode seeded(Seed seed) {
        ObjectNode node = Json.object();
        node.put("users", seed.users().size());
        node.put("media", seed.media().size());
        node.put("apps", seed.apps().size());
        node.put("follows", seed.follows().size());
        node.put("blocks", seed.blocks().size());
        node.put("comments", seed.comments().size());
        return node;
    }

    static ObjectNode error(String message) {
        ObjectNode node = Json.object();
        node.put("error", message);
        return node;
    }
}
