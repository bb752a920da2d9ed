package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import java.net.http.HttpResponse;
import java.util.List;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * One rule for every operator body and query, the OAuth endpoints' own: a value of the wrong kind is
 * refused (never coerced or truncated), a key or parameter given twice is refused, every message names
 * the field as the wire spells it, and an id that names nothing is 404.
 */
class OperatorInputRulesTest {

    private final Platform platform = Platform.shared();
    private final Browser browser = Browser.onShared();

    private record Case(String method, String path, String json, int status, String error) {}

    private HttpResponse<String> send(Case call) {
        return browser.send(
                call.method(),
                call.path(),
                "application/json",
                call.json(),
                "Authorization",
                "Bearer " + TestServers.ADMIN_TOKEN);
    }

    private void check(List<Case> cases) {
        SoftAssertions softly = new SoftAssertions();
        for (Case call : cases) {
            HttpResponse<String> answer = send(call);
            String where = call.method() + " " + call.path() + " " + call.json();
            softly.assertThat(answer.statusCode())
                    .as(where + " -> " + answer.body())
                    .isEqualTo(call.status());
            if (answer.statusCode() == call.status()) {
                softly.assertThat(Platform.read(answer.body()).get("error").asText())
                        .as(where)
                        .isEqualTo(call.error());
            }
        }
        softly.assertAll();
    }

    @Test
    @DisplayName("a number where a string belongs, a string or a fraction where a whole number belongs: refused, named")
    void valuesOfTheWrongKind() {
        // given
        Platform.User user = platform.user("kinds");
        Platform.App app = platform.liveApp();
        String secret = "/admin/apps/" + app.clientId() + "/secret";
        String isPrivate = "/admin/users/" + user.id() + "/private";
        String whole = "grace_seconds: expected a whole number";
        // when / then
        check(List.of(
                new Case("POST", secret, "{\"grace_seconds\": 1.5}", 400, whole),
                new Case("POST", secret, "{\"grace_seconds\": 0.9}", 400, whole),
                new Case("POST", secret, "{\"grace_seconds\": 1e3}", 400, whole),
                new Case("POST", secret, "{\"grace_seconds\": \"10\"}", 400, whole),
                new Case("POST", secret, "{\"grace_seconds\": true}", 400, whole),
                new Case("POST", secret, "{\"grace_seconds\": 99999999999999999999}", 400, "grace_seconds: too large"),
                new Case(
                        "POST",
                        "/admin/users",
                        "{\"username\": \"kinds_pw\", \"password\": 1234567890}",
                        400,
                        "password: expected a string"),
                new Case("POST", isPrivate, "{\"is_private\": \"true\"}", 400, "is_private: expected true or false"),
                new Case("POST", isPrivate, "{\"is_private\": 1}", 400, "is_private: expected true or false"),
                new Case(
                        "POST",
                        "/admin/apps/" + app.clientId() + "/approve",
                        "{\"scopes\": [\"basic\", 7]}",
                        400,
                        "scopes[1]: expected a string")));
    }

    @Test
    @DisplayName("a JSON key given twice is refused in every body, nested ones too, and a query parameter given twice")
    void givenTwice() {
        // given
        Platform.User user = platform.user("twice");
        Platform.App app = platform.liveApp();
        // when / then
        check(List.of(
                new Case(
                        "POST",
                        "/admin/users",
                        "{\"username\": \"twice_a\", \"username\": \"twice_b\"}",
                        400,
                        "username: given more than once"),
                new Case(
                        "POST",
                        "/admin/apps/" + app.clientId() + "/approve",
                        "{\"scopes\": \"basic\", \"scopes\": \"comments\"}",
                        400,
                        "scopes: given more than once"),
                new Case(
                        "POST",
                        "/admin/users/" + user.id() + "/private",
                        "{\"is_private\": true, \"is_private\": false}",
                        400,
                        "is_private: given more than once"),
                new Case(
                        "POST",
                        "/admin/seed",
                        "{\"users\": [{\"id\": \"88001\", \"id\": \"88002\", \"username\": \"twice_seed\"}]}",
                        400,
                        "users[0].id: given more than once"),
                new Case(
                        "GET",
                        "/admin/apps?count=2&count=3",
                        "",
                        400,
                        "the parameter count was given more than once")));
    }

    @Test
    @DisplayName("a rule of the use case names the field as the wire does, never the Java record's component")
    void wireNames() {
        check(List.of(new Case(
                "POST",
                "/admin/apps",
                "{\"name\": \"Short\", \"redirect_uris\": [\"https://app.example/cb\"], \"client_secret\": \"short\"}",
                400,
                "client_secret: must be 8 to 1024 characters")));
    }

    @Test
    @DisplayName("POST /admin/apps honours created_time as the fixtures do, and refuses one that is no time, naming it")
    void createdTime() {
        // given
        String app = "{\"name\": \"Dated\", \"redirect_uris\": [\"https://app.example/cb\"], \"created_time\": ";
        String noTime = "created_time: must be Unix seconds or an ISO-8601 instant such as 2016-01-01T00:00:00Z";
        // when / then
        assertThat(platform.admin("POST", "/admin/apps", Platform.read(app + "\"2015-01-02T03:04:05Z\"}"), 201)
                        .get("created_time")
                        .asText())
                .isEqualTo("2015-01-02T03:04:05Z");
        assertThat(platform.admin("POST", "/admin/apps", Platform.read(app + "\"1400000000\"}"), 201)
                        .get("created_time")
                        .asText())
                .isEqualTo("2014-05-13T16:53:20Z");
        check(List.of(
                new Case("POST", "/admin/apps", app + "\"not a time at all\"}", 400, noTime),
                new Case("POST", "/admin/apps", app + "\"+1400000000\"}", 400, noTime),
                new Case("POST", "/admin/apps", app + "\"\u0661\u0664\u0660\u0660\"}", 400, noTime),
                new Case("POST", "/admin/apps", app + "\"\"}", 400, noTime)));
    }

    @Test
    @DisplayName("a media whose id or owner is no id of its kind is refused naming the field, the id first")
    void mediaIds() {
        check(List.of(
                new Case("POST", "/admin/media", "{\"owner\": \"abc\"}", 400, "owner: must be a user id"),
                new Case(
                        "POST",
                        "/admin/media",
                        "{\"id\": \"x!\", \"owner\": \"abc\"}",
                        400,
                        "id: must be 1 to 64 digits or underscores"),
                new Case("POST", "/admin/media", "{}", 400, "owner: must not be null"),
                new Case("POST", "/admin/media", "{\"owner\": \"4242\"}", 400, "owner: no user 4242")));
    }

    @Test
    @DisplayName("an unknown id in the path answers 404 on every change, as on every read")
    void unknownIds() {
        check(List.of(
                new Case("POST", "/admin/users/4242/private", "{\"is_private\": true}", 404, "no user 4242"),
                new Case("POST", "/admin/users/4242/revoke-tokens", "", 404, "no user 4242"),
                new Case("POST", "/admin/apps/nope/approve", "{\"scopes\": \"basic\"}", 404, "no app nope"),
                new Case("POST", "/admin/apps/nope/revoke-tokens", "", 404, "no app nope"),
                new Case("POST", "/admin/apps/nope/comment-write", "{\"granted\": true}", 404, "no app nope"),
                new Case("PUT", "/admin/apps/nope/sandbox-users", "{\"sandbox_users\": []}", 404, "no app nope")));
    }
}
