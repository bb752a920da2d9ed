package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.server.support.ApiContract;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every operation of the OpenAPI document (docs/api.md), called on a running server once as a client should
 * and, where a client can get it wrong, once as it should not: each answer has the status the call expects,
 * that status is one the document lists for the operation (or its default), with the content type it
 * documents, and the body passes the document's schema ({@link Browser} checks every answer with {@link
 * ApiContract}).
 */
class EveryDocumentedEndpointTest {

    /** One call of an operation and the status it must get. */
    private record Call(String operation, String what, int status, Supplier<HttpResponse<String>> send) {}

    private final Platform platform = Platform.shared();
    private final Browser browser = Browser.onShared();

    @Test
    @DisplayName("every operation of the document answers a valid and an invalid call as the document says")
    void everyOperation() {
        // given: alice with a token, bob, alice's media with a comment
        Platform.User alice = platform.user("alice");
        Platform.User bob = platform.user("bob");
        Platform.App app = platform.liveApp();
        String token = platform.token(alice, app);
        String media = platform.media(alice);
        browser.form("/v1/media/" + media + "/comments", Forms.of("text", "Nice!", "access_token", token));
        String comment = Platform.read(browser.get("/v1/media/" + media + "/comments?access_token=" + token)
                        .body())
                .at("/data/0/id")
                .asText();
        String authorize = Platform.authorizeUrl(app, "code", "basic", "st");
        List<Call> calls = calls(alice, bob, app, token, media, comment, authorize);

        // when
        List<String> problems = new ArrayList<>();
        for (Call call : calls) {
            HttpResponse<String> answer = call.send().get();
            String[] operation = call.operation().split(" ", 2);
            String where = call.operation() + " (" + call.what() + ")";
            if (answer.statusCode() != call.status()) {
                problems.add(where + ": " + answer.statusCode() + " " + answer.body());
            }
            problems.addAll(documented(operation[1], operation[0].toLowerCase(Locale.ROOT), answer).stream()
                    .map(problem -> where + ": " + problem)
                    .toList());
        }

        // then
        TreeSet<String> called = new TreeSet<>();
        calls.forEach(call -> called.add(call.operation()));
        assertThat(problems).isEmpty();
        assertThat(called).as("a call for every operation of the document").isEqualTo(operations());
    }

    private List<Call> calls(
            Platform.User alice,
            Platform.User bob,
            Platform.App app,
            String token,
            String media,
            String comment,
            String authorize) {
        String relationship = "/v1/users/" + bob.id() + "/relationship";
        return List.of(
                new Call("GET /v1/users/self", "token", 200, () -> browser.get("/v1/users/self?access_token=" + token)),
                new Call("GET /v1/users/self", "no token", 400, () -> browser.get("/v1/users/self")),
                new Call(
                        "GET /v1/users/{user-id}/follows",
                        "own",
                        200,
                        () -> browser.get("/v1/users/" + alice.id() + "/follows?access_token=" + token)),
                new Call(
                        "GET /v1/users/{user-id}/follows",
                        "unknown user",
                        400,
                        () -> browser.get("/v1/users/999999999/follows?access_token=" + token)),
                new Call(
                        "GET /v1/users/{user-id}/followed-by",
                        "own",
                        200,
                        () -> browser.get("/v1/users/" + alice.id() + "/followed-by?access_token=" + token)),
                new Call(
                        "GET /v1/users/{user-id}/followed-by",
                        "no token",
                        400,
                        () -> browser.get("/v1/users/" + alice.id() + "/followed-by")),
                new Call(
                        "GET /v1/users/self/requested-by",
                        "token",
                        200,
                        () -> browser.get("/v1/users/self/requested-by?access_token=" + token)),
                new Call(
                        "GET /v1/users/self/requested-by",
                        "bad token",
                        400,
                        () -> browser.get("/v1/users/self/requested-by?access_token=" + alice.id() + ".nope")),
                new Call(
                        "GET /v1/users/{user-id}/relationship",
                        "token",
                        200,
                        () -> browser.get(relationship + "?access_token=" + token)),
                new Call("GET /v1/users/{user-id}/relationship", "no token", 400, () -> browser.get(relationship)),
                new Call(
                        "POST /v1/users/{user-id}/relationship",
                        "follow",
                        200,
                        () -> browser.form(relationship, Forms.of("action", "follow", "access_token", token))),
                new Call(
                        "POST /v1/users/{user-id}/relationship",
                        "unknown action",
                        400,
                        () -> browser.form(relationship, Forms.of("action", "dance", "access_token", token))),
                new Call(
                        "GET /v1/media/{media-id}/comments",
                        "token",
                        200,
                        () -> browser.get("/v1/media/" + media + "/comments?access_token=" + token)),
                new Call(
                        "GET /v1/media/{media-id}/comments",
                        "unknown media",
                        400,
                        () -> browser.get("/v1/media/999999999_1/comments?access_token=" + token)),
                new Call(
                        "POST /v1/media/{media-id}/comments",
                        "text",
                        200,
                        () -> browser.form(
                                "/v1/media/" + media + "/comments", Forms.of("text", "Lovely", "access_token", token))),
                new Call(
                        "POST /v1/media/{media-id}/comments",
                        "blank text",
                        400,
                        () -> browser.form(
                                "/v1/media/" + media + "/comments", Forms.of("text", " ", "access_token", token))),
                new Call(
                        "DELETE /v1/media/{media-id}/comments/{comment-id}",
                        "own",
                        200,
                        () -> browser.call(
                                "DELETE", "/v1/media/" + media + "/comments/" + comment + "?access_token=" + token)),
                new Call(
                        "DELETE /v1/media/{media-id}/comments/{comment-id}",
                        "gone",
                        400,
                        () -> browser.call(
                                "DELETE", "/v1/media/" + media + "/comments/" + comment + "?access_token=" + token)),
                new Call(
                        "GET /oauth/authorize",
                        "login page",
                        200,
                        () -> Browser.onShared().get(authorize)),
                new Call(
                        "GET /oauth/authorize",
                        "unknown client",
                        400,
                        () -> Browser.onShared()
                                .get(authorize.replace("client_id=" + app.clientId(), "client_id=nobody"))),
                new Call("POST /oauth/access_token", "used code", 400, () -> platform.exchangeAnswer(app, "nope")),
                new Call(
                        "POST /oauth/access_token",
                        "code",
                        200,
                        () -> platform.exchangeAnswer(app, platform.code(Browser.onShared(), alice, app, "basic"))),
                new Call(
                        "POST /oauth/revoke",
                        "own token",
                        200,
                        () -> browser.form(
                                "/oauth/revoke",
                                Forms.of("client_id", app.clientId(), "client_secret", app.secret(), "token", token))),
                new Call(
                        "POST /oauth/revoke",
                        "wrong secret",
                        401,
                        () -> browser.form(
                                "/oauth/revoke",
                                Forms.of("client_id", app.clientId(), "client_secret", "wrong", "token", token))),
                new Call("GET /health", "up", 200, () -> browser.get("/health")),
                new Call("GET /openapi.json", "the document", 200, () -> browser.get("/openapi.json")));
    }

    /** Every operation of the document, as {@code "GET /path"}. */
    private static TreeSet<String> operations() {
        TreeSet<String> operations = new TreeSet<>();
        JsonNode paths = ApiContract.get().document().get("paths");
        for (Iterator<String> names = paths.fieldNames(); names.hasNext(); ) {
            String path = names.next();
            paths.get(path).fieldNames().forEachRemaining(method -> {
                if (paths.get(path).get(method).has("responses")) {
                    operations.add(method.toUpperCase(Locale.ROOT) + " " + path);
                }
            });
        }
        return operations;
    }

    /** What is wrong with {@code answer} by the document: a status it does not list, or another content type. */
    private static List<String> documented(String path, String method, HttpResponse<String> answer) {
        JsonNode responses =
                ApiContract.get().document().at("/paths/" + path.replace("/", "~1") + "/" + method + "/responses");
        String status = String.valueOf(answer.statusCode());
        JsonNode response = responses.has(status) ? responses.get(status) : responses.get("default");
        if (response == null) {
            return List.of("status " + status + " is not documented");
        }
        Map<String, Boolean> types = new LinkedHashMap<>();
        response.path("content").fieldNames().forEachRemaining(type -> types.put(type, true));
        String contentType = answer.headers()
                .firstValue("Content-Type")
                .orElse("")
                .split(";")[0]
                .strip();
        if (types.isEmpty()
                ? !answer.body().isEmpty() && !contentType.isEmpty() && !status.equals("302")
                : !types.containsKey(contentType)) {
            return List.of("status " + status + " answered " + contentType + ", documented " + types.keySet());
        }
        return List.of();
    }
}
