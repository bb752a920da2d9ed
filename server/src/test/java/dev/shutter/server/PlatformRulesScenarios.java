package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.ports.contract.TestClock;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Platform;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;

/**
 * The platform rules of docs/spec/DECISIONS.md sections 7 and 8 through HTTPS, on the servers of {@link RuleNodes}:
 * each storage runs every scenario class in a subclass. Where the storage can be shared, a second server
 * (node) on it shows that what one node did holds on the other at once; in memory both are the same.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class PlatformRulesScenarios {

    TestClock clock;
    RunningServer node;
    RunningServer peer;
    Platform platform;

    /** Where the servers keep their data. */
    abstract RuleNodes.Where where();

    @BeforeAll
    void useServers() {
        if (!where().usable()) {
            // each test is then skipped, with its reason, by the storage's extension
            return;
        }
        RuleNodes nodes = where().nodes();
        clock = nodes.clock();
        node = nodes.node();
        peer = nodes.peer();
        platform = new Platform(node);
    }

    @BeforeEach
    void clockAtStart() {
        if (clock != null) {
            clock.set(RuleNodes.START);
        }
    }

    // ---- helpers ----

    Platform.App sandboxApp(String name) {
        ObjectNode body = Platform.JSON.createObjectNode().put("name", name).put("mode", "sandbox");
        body.putArray("redirect_uris").add(Platform.REDIRECT);
        return platform.app(body);
    }

    static ObjectNode liveAppBody(String name) {
        ObjectNode body = Platform.JSON.createObjectNode().put("name", name).put("mode", "live");
        body.putArray("redirect_uris").add(Platform.REDIRECT);
        body.putArray("approved_scopes").add("basic").add("comments").add("relationships");
        return body;
    }

    Browser browser() {
        return new Browser(node.baseUrl());
    }

    static Api api(RunningServer server) {
        return new Api(new Browser(server.baseUrl()));
    }

    static String relationship(Platform.User user) {
        return "/v1/users/" + user.id() + "/relationship";
    }

    static List<String> ids(Api.Answer list) {
        assertThat(list.status()).as(list.json().toString()).isEqualTo(200);
        return list.data().findValuesAsText("id");
    }

    static String scopeMessage(String scope) {
        return "This request requires scope=" + scope + ", but this access token is not authorized with this scope."
                + " The user must re-authorize your application with scope=" + scope
                + " to be granted write permissions.";
    }

    void assertAnswersOnBothNodes(String token, int status) {
        assertThat(api(node).get("/v1/users/self", token).status()).isEqualTo(status);
        assertThat(api(peer).get("/v1/users/self", token).status()).isEqualTo(status);
    }

    void assertInvalidOnBothNodes(String token) {
        for (RunningServer server : List.of(peer, node)) {
            assertRefused(
                    api(server).get("/v1/users/self", token),
                    400,
                    "OAuthAccessTokenException",
                    "The access_token provided is invalid.");
        }
    }

    static void assertRefused(Api.Answer answer, int status, String errorType, String message) {
        JsonNode meta = answer.meta();
        assertThat(answer.status()).as(answer.json().toString()).isEqualTo(status);
        assertThat(meta.get("code").asInt()).isEqualTo(status);
        assertThat(answer.errorType()).isEqualTo(errorType);
        assertThat(answer.errorMessage()).isEqualTo(message);
    }

    /** Hex HMAC-SHA256 of {@code message} keyed with {@code secret}, independently of the server's code. */
    static String hmac(String secret, String message) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(message.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
