package dev.shutter.server.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.RunningServer;
import dev.shutter.server.ServerOptions;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Forms;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.RawHttps;
import dev.shutter.server.support.RawHttpsConnection;
import dev.shutter.server.support.StoredState;
import dev.shutter.server.support.TestServers;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The live server that hostile requests are sent to, and the rules every answer is held to (issue 6). Each answer must have a catalogued
 * status and a well-formed body of its area's kind, never a 500 nor an internal detail; a request that
 * fails leaves the stored state as it was. The server's storage is an in-memory H2 database that the
 * test reads behind the server's back.
 *
 * <p>Requests go over one kept TLS connection ({@link RawHttpsConnection}), opened again when the server
 * closes it. After each answer the test reads H2's modification id of every table ({@link
 * StoredState#modifications}), one cheap query: a table whose id is unchanged has had no row inserted,
 * updated or deleted. Only when an id moved is every table read, row by row, and compared with the rows
 * before the request (then a failed request must have left them equal, a successful one gives the new
 * rows to compare with). Every {@code shutter.fuzz.fullCheckEvery} requests (200 unless set) and at the
 * end the tables are read whole anyway and must equal what the ids said they are.
 *
 * <p>Left out of the comparison, because requests change them by design even when they fail: the rate
 * counters (every authenticated request counts) and the login throttles (every failed login counts,
 * RFC 6819).
 */
final class LiveServer {

    private static final Set<String> CHANGED_BY_DESIGN = Set.of("shutter_rate_counters", "shutter_login_throttles");

    private static final int FULL_CHECK_EVERY = Integer.getInteger("shutter.fuzz.fullCheckEvery", 200);

    private final RunningServer server;
    private final Connection storage;
    private final HostileRequests.Known known;
    private final RawHttpsConnection connection;

    /** The stored rows after the last request: a failed request must leave them as they are. */
    private Map<String, List<String>> state;

    /** The tables' modification ids when {@link #state} was read, or after the last request since. */
    private Map<String, Long> modifications;

    private final Map<Integer, Long> statuses = new TreeMap<>();
    private long sent;
    private long wholeReads;

    private LiveServer(RunningServer server, Connection storage, HostileRequests.Known known) {
        this.server = server;
        this.storage = storage;
        this.known = known;
        this.connection = new RawHttpsConnection(server.httpsPort());
        readWhole();
    }

    /** A server on a fresh in-memory H2 database, seeded with what {@link #known()} names. */
    static LiveServer start() throws SQLException {
        byte[] name = new byte[6];
        ThreadLocalRandom.current().nextBytes(name);
        String storageUrl = "jdbc:h2:mem:fuzz_" + HexFormat.of().formatHex(name)
                + ";DB_CLOSE_DELAY=-1;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH";
        RunningServer server = RunningServer.start(
                ServerOptions.forTests(TestServers.freshDataDir())
                        .withStorage(storageUrl)
                        .withAdminToken(TestServers.ADMIN_TOKEN),
                TestServers.tuning());
        try {
            HostileRequests.Known known = seed(new Platform(server), new Browser(server.baseUrl()));
            Connection storage = DriverManager.getConnection(storageUrl);
            storage.setSchema("shutter"); // where the server put its tables: the URL names no schema
            return new LiveServer(server, storage, known);
        } catch (RuntimeException | SQLException | Error e) {
            server.close();
            throw e;
        }
    }

    /** The HTTPS port. */
    int port() {
        return server.httpsPort();
    }

    /** What the seeded platform holds: ids, tokens and the app's credentials. */
    HostileRequests.Known known() {
        return known;
    }

    /**
     * Reads the tables whole a last time (they must equal what the modification ids said), prints what was
     * sent and answered, and stops the server.
     */
    void stop() throws SQLException {
        try {
            connection.close();
            System.out.println(summary());
            if (modifications.equals(StoredState.modifications(storage, CHANGED_BY_DESIGN))) {
                assertThat(StoredState.snapshot(storage, CHANGED_BY_DESIGN))
                        .as("the tables at the end, whose modification ids did not move")
                        .isEqualTo(state);
            }
        } finally {
            storage.close();
            server.close();
        }
    }

    /** One line: requests sent, answers by status, 5xx, connections opened, whole reads of the tables. */
    String summary() {
        long serverErrors = statuses.entrySet().stream()
                .filter(e -> e.getKey() >= 500)
                .mapToLong(Map.Entry::getValue)
                .sum();
        return String.format(
                "live server: %d hostile requests, answers by status %s, 5xx %d, %d TLS connections,"
                        + " stored rows read whole %d times",
                sent, statuses, serverErrors, connection.opened(), wholeReads);
    }

    /** Three users (bob private), an app, tokens good and bad, media, comments and relationships. */
    private static HostileRequests.Known seed(Platform platform, Browser browser) {
        Platform.User alice = platform.user("alice");
        Platform.User bob = platform.user("bob", true);
        Platform.User carol = platform.user("carol");
        Platform.App app = platform.liveApp();
        String aliceToken = platform.token(alice, app);
        String bobToken = platform.token(bob, app);
        String carolToken = platform.token(carol, app);
        String basicOnly = platform.token(alice, app, "basic");
        String revoked = platform.token(carol, app);
        int revocation = browser.form(
                        "/oauth/revoke",
                        Forms.of("client_id", app.clientId(), "client_secret", app.secret(), "token", revoked))
                .statusCode();
        assertThat(revocation).isEqualTo(200);
        String aliceMedia = platform.media(alice);
        String bobMedia = platform.media(bob);
        String aliceComment = comment(browser, aliceMedia, aliceToken, "first");
        String bobComment = comment(browser, aliceMedia, bobToken, "second");
        String bobOwnComment = comment(browser, bobMedia, bobToken, "mine");
        follow(browser, carolToken, bob, "follow");
        follow(browser, aliceToken, carol, "follow");
        follow(browser, carolToken, alice, "block");
        return new HostileRequests.Known(
                List.of(alice.id(), bob.id(), carol.id(), "999999", "0", "-1", "99999999999999999999"),
                List.of(aliceMedia, bobMedia, "1_1", "999_1"),
                List.of(aliceComment, bobComment, bobOwnComment, "1", "999999"),
                List.of(aliceToken, bobToken, carolToken, basicOnly),
                List.of(
                        revoked,
                        "",
                        alice.id() + ".0123456789abcdef0123456789abcdef",
                        bob.id() + "." + revoked.substring(revoked.indexOf('.') + 1),
                        "not-a-token",
                        "x".repeat(5_000)),
                app.clientId(),
                app.secret(),
                app.redirectUri(),
                TestServers.ADMIN_TOKEN);
    }

    /** Posts a comment (the answer's data is null, as the legacy API's) and finds its id in the list. */
    private static String comment(Browser browser, String media, String token, String text) {
        Api.Answer posted = Api.answer(
                browser.form("/v1/media/" + media + "/comments", Forms.of("access_token", token, "text", text)));
        assertThat(posted.status()).as(posted.json().toString()).isEqualTo(200);
        Api.Answer list = Api.answer(browser.get("/v1/media/" + media + "/comments?access_token=" + Forms.enc(token)));
        for (var comment : list.data()) {
            if (comment.get("text").asText().equals(text)) {
                return comment.get("id").asText();
            }
        }
        throw new AssertionError("the comment just posted is not listed: " + list.json());
    }

    private static void follow(Browser browser, String token, Platform.User target, String action) {
        Api.Answer answer = Api.answer(browser.form(
                "/v1/users/" + target.id() + "/relationship", Forms.of("access_token", token, "action", action)));
        assertThat(answer.status()).as(answer.json().toString()).isEqualTo(200);
    }

    /**
     * Sends {@code request} and checks the answer: a catalogued answer of its area's kind, never a 5xx nor
     * an internal detail, and nothing stored by a failed request. Answers the area and the status.
     */
    Answered send(HostileRequests.Request request) {
        RawHttps.Raw answer = connection.send(request.requestLine(), request.headers(), request.body());
        sent++;
        statuses.merge(answer.status(), 1L, Long::sum);

        AnswerRules.Area area = AnswerRules.check(request, answer);
        assertThat(answer.status())
                .as("never a 5xx: %s -> %s", request, answer.head())
                .isLessThan(500);
        Map<String, Long> now = StoredState.modifications(storage, CHANGED_BY_DESIGN);
        if (!now.equals(modifications)) {
            Map<String, List<String>> before = state;
            readWhole();
            if (answer.status() >= 400) {
                assertThat(state)
                        .as("a failed request changes nothing: %s -> %s", request, answer.head())
                        .isEqualTo(before);
            }
        } else if (sent % FULL_CHECK_EVERY == 0) {
            assertThat(StoredState.snapshot(storage, CHANGED_BY_DESIGN))
                    .as("the tables whose modification ids did not move, after %s", request)
                    .isEqualTo(state);
            wholeReads++;
        }
        return new Answered(area, answer.status());
    }

    /** Runs {@code sql}, which changes one row, on the server's storage behind its back. */
    void changeBehindTheServersBack(String sql) throws SQLException {
        try (Statement statement = storage.createStatement()) {
            assertThat(statement.executeUpdate(sql)).as(sql).isEqualTo(1);
        }
    }

    /** Takes the stored rows as they are now for those a failed request must leave alone. */
    void rereadStoredRows() {
        readWhole();
    }

    /** Reads every table whole, the modification ids first: a change after them moves them again. */
    private void readWhole() {
        modifications = StoredState.modifications(storage, CHANGED_BY_DESIGN);
        state = StoredState.snapshot(storage, CHANGED_BY_DESIGN);
        wholeReads++;
    }

    /** The area a request fell in and the status it got. */
    record Answered(AnswerRules.Area area, int status) {}
}
