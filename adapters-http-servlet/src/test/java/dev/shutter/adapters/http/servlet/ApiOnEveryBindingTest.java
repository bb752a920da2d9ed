package dev.shutter.adapters.http.servlet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.http.ShutterHttp;
import dev.shutter.adapters.http.Surface;
import dev.shutter.adapters.http.servlet.SameAnswersOnEveryBindingTest.Sent;
import dev.shutter.ports.Shutter;
import jakarta.servlet.Servlet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every rule of {@code /v1} answers alike on every binding: the servlet on Tomcat 11 and on Jetty 12.1, at the
 * context's root and under a prefix, gives each request the very answer the bundled Undertow binding gives,
 * status, envelope, rate-limit headers, {@code Deprecation} and {@code Allow} included; and on a plain-HTTP
 * listener each refuses in the same words and revokes the token sent in the clear. The servers compared are
 * {@link #servers}'s, which a test of another host extends (the starter's {@code ApiInBootTest}).
 */
@DisplayName("The API answers alike on every binding")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ApiOnEveryBindingTest {

    private static final String FORM = "application/x-www-form-urlencoded";
    private static final String MEDIA = "/v1/media/" + ApiWorld.MEDIA + "/comments";

    private ApiWorld world;
    private Served undertow;
    private Served undertowPlain;
    private Map<String, Served> servers;

    @BeforeAll
    void start() {
        world = new ApiWorld();
        ShutterHttp http = ShutterHttp.builder(world.shutter()).build();
        undertow = Served.undertow(http.handler());
        undertowPlain = Served.undertow(http.plainHttpHandler());
        servers = servers(world.shutter());
    }

    /** The servers compared with the Undertow binding, by name, each serving {@code shutter} at {@link #mounts}. */
    Map<String, Served> servers(Shutter shutter) {
        Surface surface = Surface.builder(shutter).build();
        return Map.of("Tomcat", Served.tomcat(mounted(surface)), "Jetty", Served.jetty(mounted(surface)));
    }

    /** The requests of {@link #requests} (by their {@code toString}) that {@link #servers} are not asked. */
    Set<String> notAsked() {
        return Set.of();
    }

    private static Map<String, Servlet> mounted(Surface surface) {
        Map<String, Servlet> servlets = SameAnswersOnEveryBindingTest.mounted(surface);
        servlets.put("/plain/*", new ShutterServlet(surface.plainHttp()));
        return servlets;
    }

    @AfterAll
    void stop() {
        Stream.concat(Stream.of(undertow, undertowPlain), servers.values().stream())
                .forEach(Served::close);
    }

    List<Sent> requests() {
        String token = "access_token=" + world.token;
        String relationship = "/v1/users/1002/relationship";
        return List.of(
                // each endpoint's success
                Sent.get("/v1/users/self?" + token),
                Sent.get("/v1/users/self.json?" + token),
                Sent.get("/v1/users/1001/follows?" + token),
                Sent.get("/v1/users/self/followed-by?count=1&" + token),
                Sent.get("/v1/users/1001/followed-by?count=1&" + token),
                Sent.get("/v1/users/self/requested-by?" + token),
                Sent.get(relationship + "?" + token),
                Sent.post(relationship, token + "&action=follow", "Content-Type", FORM),
                Sent.get(MEDIA + "?" + token),
                Sent.post(MEDIA, token + "&text=nice%20light", "Content-Type", FORM),
                // the token
                Sent.get(relationship),
                Sent.get(relationship + "?access_token=no-such-token"),
                Sent.get(relationship + "?access_token=" + world.expired),
                Sent.get(relationship, "Authorization", "Bearer " + world.token),
                Sent.get(relationship + "?" + token + "&access_token=another"),
                // the scope, then the parameters and the resource
                Sent.get(relationship + "?access_token=" + world.commentsOnly),
                Sent.get("/v1/users/1001/follows?count=abc&" + token),
                Sent.get("/v1/users/1001/follows?count=0&" + token),
                Sent.get("/v1/users/1001/follows?cursor=nonsense&" + token),
                Sent.post(relationship, token + "&action=dance", "Content-Type", FORM),
                Sent.post(relationship, token, "Content-Type", FORM),
                Sent.get("/v1/users/9999/relationship?" + token),
                Sent.get("/v1/media/no_such/comments?" + token),
                Sent.post(MEDIA, token + "&text=SHOUTING", "Content-Type", FORM),
                Sent.get(MEDIA + "?" + token + "&count=1&count=2"),
                // signed requests, over the raw path and query
                Sent.get(MEDIA + "?access_token=" + world.signing),
                Sent.get(MEDIA + "?" + world.signedQuery("/media/" + ApiWorld.MEDIA + "/comments", true)),
                Sent.get(MEDIA + "?" + world.signedQuery("/media/" + ApiWorld.MEDIA + "/comments", false)),
                // what is refused before any authentication
                new Sent("PUT", "/v1/users/self?" + token, Map.of(), ""),
                new Sent("DELETE", relationship + "?" + token, Map.of(), ""),
                Sent.get("/v1/nowhere?" + token),
                Sent.get("/v1"),
                Sent.get("/v1/users/self?" + token + "&pad=" + "x".repeat(17 * 1024)),
                Sent.get("/v1/users/self?" + token + "&bad=%C3%28"),
                Sent.post(MEDIA, token + "&text=" + "x".repeat(70 * 1024), "Content-Type", FORM),
                Sent.post(MEDIA, "{}", "Content-Type", "application/json"),
                Sent.get("/v1/users/self?" + token, "X-Pad", "x".repeat(20 * 1024)));
    }

    Stream<Arguments> bindings() {
        Set<String> notAsked = notAsked();
        return mounts().flatMap(binding -> requests().stream()
                .filter(sent -> !notAsked.contains(sent.toString()))
                .map(sent -> Arguments.of(binding.get()[0], binding.get()[1], sent)));
    }

    /** The names of {@link #servers} and the mounts at which each serves the surface. */
    Stream<Arguments> mounts() {
        return SameAnswersOnEveryBindingTest.containerMounts();
    }

    private Served server(String name) {
        return servers.get(name);
    }

    @ParameterizedTest(name = "{0} at \"{1}\": {2}")
    @MethodSource("bindings")
    @DisplayName("the servlet answers /v1 as the Undertow binding does")
    void sameAnswer(String container, String mount, Sent sent) throws Exception {
        // given
        Answer expected = SameAnswersOnEveryBindingTest.send(undertow, "", sent);

        // when
        Answer answer = SameAnswersOnEveryBindingTest.send(server(container), mount, sent);

        // then
        assertThat(answer).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0} at \"{1}\"")
    @MethodSource("mounts")
    @DisplayName("a request over a spent budget is refused 429 with the same headers and words")
    void rateLimited(String container, String mount) throws Exception {
        // given two tokens of the same app, each with its hour's budget spent
        String onUndertow = world.spentToken(path -> SameAnswersOnEveryBindingTest.send(undertow, "", Sent.get(path)));
        String onTheServlet =
                world.spentToken(path -> SameAnswersOnEveryBindingTest.send(undertow, "", Sent.get(path)));

        // when
        Answer expected =
                SameAnswersOnEveryBindingTest.send(undertow, "", Sent.get("/v1/users/self?access_token=" + onUndertow));
        Answer answer = SameAnswersOnEveryBindingTest.send(
                server(container), mount, Sent.get("/v1/users/self?access_token=" + onTheServlet));

        // then
        assertThat(answer.status()).isEqualTo(429);
        assertThat(answer.headers()).containsKeys("retry-after", "x-ratelimit-limit", "x-ratelimit-remaining");
        assertThat(answer).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0} at \"{1}\"")
    @MethodSource("mounts")
    @DisplayName("a comment of the caller's is deleted with the same answer")
    void deleted(String container, String mount) throws Exception {
        // given
        String first = world.comment("one to delete on Undertow").value();
        String second = world.comment("one to delete on " + container).value();

        // when
        Answer expected = SameAnswersOnEveryBindingTest.send(undertow, "", deleting(first));
        Answer answer = SameAnswersOnEveryBindingTest.send(server(container), mount, deleting(second));

        // then
        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer).isEqualTo(expected);
    }

    private Sent deleting(String comment) {
        return new Sent("DELETE", MEDIA + "/" + comment + "?access_token=" + world.token, Map.of(), "");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("containers")
    @DisplayName("over plain HTTP the API is refused 403 with the same words, and the token sent is revoked")
    void plainHttp(String container) throws Exception {
        // given two tokens of Alice's
        String onUndertow = world.fixtures
                .token(
                        world.alice,
                        world.fixtures.liveApp("plain-u-" + container.toLowerCase(java.util.Locale.ROOT)),
                        "basic")
                .accessToken();
        String onTheServlet = world.fixtures
                .token(
                        world.alice,
                        world.fixtures.liveApp("plain-" + container.toLowerCase(java.util.Locale.ROOT)),
                        "basic")
                .accessToken();

        // when each is sent in the clear
        Answer expected = SameAnswersOnEveryBindingTest.send(
                undertowPlain, "", Sent.get("/v1/users/self?access_token=" + onUndertow));
        Answer answer = SameAnswersOnEveryBindingTest.send(
                server(container), "/plain", Sent.get("/v1/users/self?access_token=" + onTheServlet));

        // then both are refused alike, and neither token works any more
        assertThat(answer.status()).isEqualTo(403);
        assertThat(answer.body()).contains("HTTPS is required.");
        assertThat(answer).isEqualTo(expected);
        assertThat(world.shutter().as(onUndertow).users().me().join().isDone()).isFalse();
        assertThat(world.shutter().as(onTheServlet).users().me().join().isDone())
                .isFalse();
    }

    static Stream<Arguments> containers() {
        return Stream.of(Arguments.of("Tomcat"), Arguments.of("Jetty"));
    }
}
