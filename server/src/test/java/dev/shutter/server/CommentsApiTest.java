package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Each comment rule (docs/spec/photo-api.md 4.1, docs/spec/DECISIONS.md sections 2 and 6) through {@code /v1}. */
class CommentsApiTest {

    private final Platform platform = Platform.shared();
    private final Api api = new Api();
    private Platform.App app;
    private Platform.User owner;
    private Platform.User visitor;
    private String ownerToken;
    private String visitorToken;
    private String media;

    @BeforeEach
    void givenAMediaAndTwoUsers() {
        app = platform.liveApp();
        owner = platform.user("owner");
        visitor = platform.user("visitor");
        ownerToken = platform.token(owner, app);
        visitorToken = platform.token(visitor, app);
        media = platform.media(owner);
    }

    private String path() {
        return "/v1/media/" + media + "/comments";
    }

    @Test
    @DisplayName("POST adds a comment (data null); GET lists them oldest first in the spec's shape")
    void addAndList() {
        Api.Answer first = api.post(path(), visitorToken, "text", "Schön! 📷 #nice");
        TestServers.CLOCK.advance(java.time.Duration.ofSeconds(1));
        Api.Answer second = api.post(path() + ".json", ownerToken, "text", "thanks");
        Api.Answer list = api.get(path(), visitorToken);

        assertThat(first.status()).isEqualTo(200);
        assertThat(first.json().has("data")).isTrue();
        assertThat(first.data().isNull()).isTrue();
        assertThat(second.status()).isEqualTo(200);
        assertThat(list.data()).hasSize(2);
        JsonNode comment = list.data().get(0);
        assertThat(comment.fieldNames()).toIterable().containsExactly("id", "created_time", "text", "from");
        assertThat(comment.get("id").asText()).matches("[0-9]+");
        assertThat(comment.get("created_time").asText()).matches("[0-9]+");
        assertThat(comment.get("text").asText()).isEqualTo("Schön! 📷 #nice");
        assertThat(comment.get("from").fieldNames())
                .toIterable()
                .containsExactly("username", "profile_picture", "id", "full_name");
        assertThat(comment.get("from").get("id").asText()).isEqualTo(visitor.id());
        assertThat(list.data().get(1).get("text").asText()).isEqualTo("thanks");
    }

    @Test
    @DisplayName("the text may also come in the query of the POST")
    void textInQuery() {
        Api.Answer answer = api.post(path() + "?text=from+the+query", visitorToken);
        assertThat(answer.status()).isEqualTo(200);
        assertThat(api.get(path(), visitorToken).data().get(0).get("text").asText())
                .isEqualTo("from the query");
    }

    @Test
    @DisplayName("the text rules: length, hashtags, URLs, capitals, missing")
    void textRules() {
        assertRefused(
                api.post(path(), visitorToken, "text", "a".repeat(301)),
                "APICommentTooLongError",
                "Your comment is too long.");
        assertRefused(
                api.post(path(), visitorToken, "text", "#a #b #c #d #e"),
                "APICommentTooManyTagsError",
                "The comment cannot contain more than 4 hashtags.");
        assertRefused(
                api.post(path(), visitorToken, "text", "see http://a.example and www.b.example"),
                "APICommentTooManyURLsError",
                "The comment cannot contain more than 1 URL.");
        assertRefused(
                api.post(path(), visitorToken, "text", "LOUD NOISES"),
                "APICommentAllCapsError",
                "The comment cannot consist of all capital letters.");
        Api.Answer missing = api.post(path(), visitorToken);
        assertThat(missing.status()).isEqualTo(400);
        assertThat(missing.errorType()).isEqualTo("APIInvalidParametersError");
        assertThat(missing.errorMessage()).contains("text");
        assertThat(api.post(path(), visitorToken, "text", "a".repeat(300)).status())
                .isEqualTo(200);
    }

    @Test
    @DisplayName("an app without the operator's comment-write grant may not POST comments")
    void commentWriteGrant() {
        ObjectNode body = Platform.JSON.createObjectNode().put("name", "Reader").put("mode", "live");
        body.putArray("redirect_uris").add(Platform.REDIRECT);
        body.putArray("approved_scopes").add("comments");
        Platform.App reader = platform.app(body);
        String token = platform.token(visitor, reader, "comments");

        assertRefused(
                api.post(path(), token, "text", "hello"),
                "APIError",
                "This client ID is not permitted to POST comments.");
        assertThat(api.get(path(), token).status()).isEqualTo(200);
    }

    @Test
    @DisplayName("unknown media, and media of a private user, for someone else")
    void visibility() {
        assertRefused(api.get("/v1/media/1_1/comments", visitorToken), "APINotFoundError", "invalid media id");
        Platform.User hidden = platform.user("hidden", true);
        String privateMedia = platform.media(hidden);
        assertRefused(
                api.get("/v1/media/" + privateMedia + "/comments", visitorToken),
                "APINotAllowedError",
                "you cannot view this resource");
        assertThat(api.get("/v1/media/" + privateMedia + "/comments", platform.token(hidden, app))
                        .status())
                .isEqualTo(200);
    }

    @Test
    @DisplayName("DELETE: by the author or the media's owner; nobody else; unknown comments")
    void delete() {
        Platform.User third = platform.user("third");
        String thirdToken = platform.token(third, app);
        api.post(path(), visitorToken, "text", "first");
        TestServers.CLOCK.advance(java.time.Duration.ofSeconds(1));
        api.post(path(), visitorToken, "text", "second");
        JsonNode comments = api.get(path(), ownerToken).data();
        String firstId = comments.get(0).get("id").asText();
        String secondId = comments.get(1).get("id").asText();

        assertRefused(
                api.delete(path() + "/" + firstId, thirdToken), "APINotAllowedError", "you cannot delete this comment");
        Api.Answer byAuthor = api.delete(path() + "/" + firstId, visitorToken);
        Api.Answer byOwner = api.delete(path() + "/" + secondId + ".json", ownerToken);
        assertRefused(api.delete(path() + "/" + firstId, ownerToken), "APINotFoundError", "invalid comment id");

        assertThat(byAuthor.status()).isEqualTo(200);
        assertThat(byAuthor.data().isNull()).isTrue();
        assertThat(byOwner.status()).isEqualTo(200);
        assertThat(api.get(path(), ownerToken).data()).isEmpty();
    }

    static void assertRefused(Api.Answer answer, String type, String message) {
        assertThat(answer.status()).as(answer.json().toString()).isEqualTo(400);
        assertThat(answer.meta().get("code").asInt()).isEqualTo(400);
        assertThat(answer.errorType()).isEqualTo(type);
        assertThat(answer.errorMessage()).isEqualTo(message);
    }
}
