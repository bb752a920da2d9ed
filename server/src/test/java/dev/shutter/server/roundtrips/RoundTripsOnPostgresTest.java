package dev.shutter.server.roundtrips;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.jdbc.PostgresAvailable;
import dev.shutter.adapters.jdbc.PostgresTestDatabase;
import dev.shutter.domain.limit.RateLimits;
import dev.shutter.server.RunningServer;
import dev.shutter.server.ServerOptions;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every {@code /v1} endpoint through the bundled HTTPS server on PostgreSQL, each request's round trips to
 * the database counted on the wire: a read takes one (the authentication with its rate count and the read
 * ahead: one statement for the relationship read, the list's statement sent with it for a list), a write at
 * most three (the authentication with its rate count, the change's read, then its writes with the commit),
 * and so does the code exchange (the client, the code with its user, the code marked used with its new token),
 * so that a change that adds one fails here instead of in a benchmark.
 */
@DisplayName("Round trips to PostgreSQL per /v1 request, through HTTPS")
@ExtendWith(PostgresAvailable.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RoundTripsOnPostgresTest {

    /** The authentication with its counts and the read, read ahead with it. */
    private static final int MOST_FOR_A_READ = 1;
    /** The authentication with its counts, the change's read, then its writes, its events and the COMMIT at once. */
    private static final int MOST_FOR_A_WRITE = 3;
    /** The client, the code with its user, then the code marked used with its token in one statement. */
    private static final int MOST_FOR_AN_EXCHANGE = 3;

    final WireRoundTrips wire = new WireRoundTrips();
    private String schema;
    private RunningServer server;
    Api api;
    Platform.User me;
    Platform.User other;
    String media;
    String token;
    Platform platform;
    Platform.App app;

    @BeforeAll
    void start() {
        if (!PostgresTestDatabase.onCi() && PostgresTestDatabase.unreachable().isPresent()) {
            return; // each test is then skipped, with its reason, by the extension
        }
        schema = PostgresTestDatabase.createSchema();
        server = RunningServer.start(
                adjusted(ServerOptions.forTests(TestServers.freshDataDir())
                        .withStorage(PostgresTestDatabase.urlFor(schema))
                        .withAdminToken(TestServers.ADMIN_TOKEN)
                        .withRateLimits(new RateLimits(5000, 5000, 1000, 1000))),
                TestServers.tuning());
        platform = new Platform(server);
        me = platform.user("counted");
        other = platform.user("other");
        media = platform.media(other);
        app = platform.liveApp();
        token = platform.token(me, app, "basic comments relationships follower_list public_content");
        api = new Api(new Browser(server.baseUrl()));
        api.post("/v1/media/" + media + "/comments", token, "text", "a first comment");
        api.post("/v1/users/" + other.id() + "/relationship", token, "action", "follow");
        for (String name : new String[] {"third", "fourth"}) { // two follows that no test changes: two pages of one
            api.post("/v1/users/" + platform.user(name).id() + "/relationship", token, "action", "follow");
        }
        wire.install();
    }

    /** The server's options as a subclass wants them (another rate store, say); here as they are. */
    ServerOptions adjusted(ServerOptions options) {
        return options;
    }

    @AfterAll
    void stop() {
        wire.close();
        if (server != null) {
            server.close();
        }
        if (schema != null) {
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    @Test
    @DisplayName("GET /v1/users/self: one round trip")
    void self() {
        assertRead(() -> api.get("/v1/users/self", token));
    }

    @Test
    @DisplayName("GET /v1/users/{id}/relationship: one round trip (the authentication reads it ahead)")
    void relationship() {
        assertRead(() -> api.get("/v1/users/" + other.id() + "/relationship", token));
    }

    @Test
    @DisplayName("GET /v1/media/{id}/comments: one round trip")
    void comments() {
        assertRead(() -> api.get("/v1/media/" + media + "/comments", token));
    }

    @Test
    @DisplayName("GET /v1/users/self/follows: one round trip")
    void follows() {
        assertRead(() -> api.get("/v1/users/self/follows", token));
    }

    @Test
    @DisplayName("GET /v1/users/self/follows with a count and a cursor: one round trip")
    void followsPage() {
        String cursor = api.get("/v1/users/self/follows?count=1", token)
                .json()
                .path("pagination")
                .path("next_cursor")
                .asText();
        assertThat(cursor).as("the first page's next cursor").isNotEmpty();
        assertRead(() -> api.get(
                "/v1/users/self/follows?count=1&cursor=" + URLEncoder.encode(cursor, StandardCharsets.UTF_8), token));
    }

    @Test
    @DisplayName("GET /v1/users/{id}/followed-by: one round trip")
    void followedBy() {
        assertRead(() -> api.get("/v1/users/" + other.id() + "/followed-by", token));
    }

    @Test
    @DisplayName("GET /v1/users/self/requested-by: one round trip")
    void requestedBy() {
        assertRead(() -> api.get("/v1/users/self/requested-by", token));
    }

    @Test
    @DisplayName("POST /v1/users/{id}/relationship: at most three round trips, each way")
    void relationshipChange() {
        // given: one change to warm the pool's connections and the server's paths
        api.post("/v1/users/" + other.id() + "/relationship", token, "action", "unfollow");

        // when / then
        assertWrite(() -> api.post("/v1/users/" + other.id() + "/relationship", token, "action", "follow"));
        assertWrite(() -> api.post("/v1/users/" + other.id() + "/relationship", token, "action", "unfollow"));
        assertWrite(() -> api.post("/v1/users/" + other.id() + "/relationship", token, "action", "block"));
    }

    @Test
    @DisplayName("POST /v1/media/{id}/comments and DELETE /v1/media/{id}/comments/{id}: at most three round trips")
    void commentWrites() {
        // given: one comment to warm the pool's connections and the server's paths
        api.post("/v1/media/" + media + "/comments", token, "text", "warming up");

        // when / then
        assertWrite(() -> api.post("/v1/media/" + media + "/comments", token, "text", "counted"));
        String id = StreamSupport.stream(
                        api.get("/v1/media/" + media + "/comments", token)
                                .data()
                                .spliterator(),
                        false)
                .filter(comment -> comment.get("text").asText().equals("counted"))
                .findFirst()
                .orElseThrow()
                .get("id")
                .asText();
        assertWrite(() -> api.delete("/v1/media/" + media + "/comments/" + id, token));
    }

    @Test
    @DisplayName("POST /oauth/access_token: at most three round trips (the client, the code with its user, the"
            + " code marked used with its token)")
    void codeExchange() {
        // given: one exchange to warm the pool's connections and the server's paths, and a fresh code
        platform.exchange(app, platform.code(new Browser(server.baseUrl()), me, app, "basic"));
        String code = platform.code(new Browser(server.baseUrl()), me, app, "basic");

        // when
        int before = wire.count();
        var answer = platform.exchangeAnswer(app, code);
        int made = wire.count() - before;

        // then
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        assertThat(made).as("round trips of the exchange").isBetween(1, MOST_FOR_AN_EXCHANGE);
    }

    private void assertRead(Supplier<Api.Answer> request) {
        assertRead(request, MOST_FOR_A_READ);
    }

    private void assertRead(Supplier<Api.Answer> request, int most) {
        // given: one request to warm the pool's connections and the server's paths
        assertThat(request.get().status()).isEqualTo(200);

        // when / then
        assertRoundTrips(request, most);
    }

    private void assertWrite(Supplier<Api.Answer> request) {
        assertRoundTrips(request, MOST_FOR_A_WRITE);
    }

    private void assertRoundTrips(Supplier<Api.Answer> request, int most) {
        int before = wire.count();
        Api.Answer answer = request.get();
        int made = wire.count() - before;
        assertThat(answer.status()).as(answer.response().body()).isEqualTo(200);
        assertThat(made).as("round trips of the request").isBetween(1, most);
    }
}
