package dev.shutter.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.adapters.jdbc.JdbcStorage;
import dev.shutter.adapters.jdbc.PostgresAvailable;
import dev.shutter.adapters.jdbc.PostgresTestDatabase;
import dev.shutter.docs.snippets.FirstCall;
import dev.shutter.docs.snippets.HostAnswers;
import dev.shutter.docs.snippets.MountingTheHandlers;
import dev.shutter.docs.snippets.StorageOnYourDatabase;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.TokenOperations;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.in.InvalidCommandException;
import dev.shutter.ports.in.Page;
import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.Randomness;
import io.undertow.Undertow;
import io.undertow.server.HttpHandler;
import io.undertow.util.Headers;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The Java blocks of the pages, run. */
class SnippetsRunTest {

    @Test
    @DisplayName("the README's first call: Alice follows Bob with her token, and nothing else is printed")
    void readme() {
        // given
        PrintStream original = System.out;
        PrintStream originalErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(out, true, StandardCharsets.UTF_8));
        // when
        try {
            FirstCall.main(new String[0]);
        } finally {
            System.setOut(original);
            System.setErr(originalErr);
        }
        // then
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("alice -> bob: follows" + System.lineSeparator());
    }

    @Test
    @DisplayName(
            "a host answers an outcome as /v1 would: the catalogue's entry or the v1 representation, and the budget")
    void hostAnswers() {
        // given
        Fixtures f = Fixtures.on(new InMemoryStorage());
        User alice = f.user("1001", "alice");
        User bob = f.user("1002", "bob");
        TokenOperations as =
                f.shutter.as(f.token(alice, f.liveApp("demo"), "relationships").accessToken());

        // when
        HostAnswers.HostAnswer status =
                HostAnswers.relationship(as.relationships().status(bob.id()).join());
        HostAnswers.HostAnswer unknown = HostAnswers.relationship(
                as.relationships().status(new UserId("9999")).join());
        HostAnswers.HostAnswer noToken = HostAnswers.relationship(
                f.shutter.as(null).relationships().status(bob.id()).join());
        HostAnswers.HostAnswer badPage;
        try {
            Page.first().count(500);
            throw new AssertionError("a page of 500 was built");
        } catch (InvalidCommandException e) {
            badPage = HostAnswers.refused(e);
        }

        // then
        assertThat(status)
                .isEqualTo(new HostAnswers.HostAnswer(
                        200,
                        Map.of("X-Ratelimit-Limit", "5000", "X-Ratelimit-Remaining", "4999"),
                        "{\"meta\":{\"code\":200},\"data\":{\"outgoing_status\":\"none\","
                                + "\"incoming_status\":\"none\",\"target_user_is_private\":false}}"));
        assertThat(unknown)
                .isEqualTo(new HostAnswers.HostAnswer(
                        400,
                        Map.of("X-Ratelimit-Limit", "5000", "X-Ratelimit-Remaining", "4998"),
                        "{\"meta\":{\"code\":400,\"error_type\":\"APINotFoundError\","
                                + "\"error_message\":\"this user does not exist\"}}"));
        assertThat(noToken.status()).isEqualTo(400);
        assertThat(noToken.headers()).isEmpty();
        assertThat(noToken.body()).contains("\"error_type\":\"OAuthParameterException\"");
        assertThat(badPage)
                .isEqualTo(new HostAnswers.HostAnswer(
                        400,
                        Map.of(),
                        "{\"meta\":{\"code\":400,\"error_type\":\"APIInvalidParametersError\","
                                + "\"error_message\":\"invalid parameter 'count': must be from 1 to 200\"}}"));
    }

    @Test
    @DisplayName("the storage opens on a host's DataSource, in its own schema and in the host's, and on a URL (H2)")
    void storage() throws Exception {
        // given
        JdbcDataSource hostPool = new JdbcDataSource();
        hostPool.setURL("jdbc:h2:mem:docs-host;MODE=PostgreSQL;DB_CLOSE_DELAY=-1");
        // when
        List<JdbcStorage> opened =
                StorageOnYourDatabase.open(hostPool, "jdbc:h2:mem:docs-own;MODE=PostgreSQL;DB_CLOSE_DELAY=-1");
        // then
        try (var connection = hostPool.getConnection();
                var tables = connection
                        .getMetaData()
                        .getTables(null, "SHUTTER", null, new String[] {"TABLE", "BASE TABLE"})) {
            assertThat(tables.next())
                    .as("Shutter's tables in schema shutter of the host's database")
                    .isTrue();
        } finally {
            for (JdbcStorage storage : opened) {
                storage.close();
            }
        }
        assertThat(opened).hasSize(3);
    }

    @Test
    @DisplayName("the storage opens on PostgreSQL with its reads on event loops, and sends them")
    @ExtendWith(PostgresAvailable.class)
    void eventLoops() {
        // given
        String schema = PostgresTestDatabase.createSchema();
        try {
            // when
            try (JdbcStorage storage = StorageOnYourDatabase.withEventLoops(PostgresTestDatabase.urlFor(schema))) {
                // then
                assertThat(storage.threads().eventLoops()).isNotEmpty();
                assertThat(storage.authenticated(AuthenticatedRead.bearer("no such token"))
                                .toCompletableFuture()
                                .join())
                        .isEmpty();
            }
        } finally {
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    @Test
    @DisplayName("a host's Undertow with the handlers mounted answers its own route and Shutter's /health")
    void mounting() throws Exception {
        // given
        HttpHandler root = MountingTheHandlers.root(
                shutter(),
                exchange -> {
                    exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, "text/plain");
                    exchange.getResponseSender().send("the host's own");
                },
                "an admin token of the host's");

        // when
        List<HttpResponse<String>> answers = answers(root, "/health", "/anything");

        // then
        assertThat(answers.get(0).statusCode()).isEqualTo(200);
        assertThat(answers.get(0).body()).contains("\"status\":\"up\"");
        assertThat(answers.get(1).body()).isEqualTo("the host's own");
    }

    @Test
    @DisplayName("a host's Undertow with Shutter under /social answers its own route and Shutter's /social/health")
    void mountingUnderAPrefix() throws Exception {
        // given: the host's own route reads its path decoded, as Undertow's listener gives it by default
        HttpHandler root = MountingTheHandlers.underAPrefix(shutter(), exchange -> {
            exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, "text/plain");
            exchange.getResponseSender().send("the host's own " + exchange.getRelativePath());
        });

        // when
        List<HttpResponse<String>> answers = answers(root, "/social/health", "/caf%C3%A9");

        // then
        assertThat(answers.get(0).statusCode()).isEqualTo(200);
        assertThat(answers.get(0).body()).contains("\"status\":\"up\"");
        assertThat(answers.get(1).body()).isEqualTo("the host's own /café");
    }

    private static Shutter shutter() {
        return Shutter.builder(new InMemoryStorage())
                .clock(Instant::now)
                .randomness(Randomness.from(new SecureRandom()))
                .build();
    }

    /** The answers of a host's Undertow serving {@code root}, its listener as Undertow's defaults make it, to GETs. */
    private static List<HttpResponse<String>> answers(HttpHandler root, String... paths) throws Exception {
        Undertow host = Undertow.builder()
                .addHttpListener(0, "127.0.0.1")
                .setHandler(root)
                .build();
        host.start();
        try {
            int port = ((InetSocketAddress) host.getListenerInfo().get(0).getAddress()).getPort();
            HttpClient client = HttpClient.newHttpClient();
            List<HttpResponse<String>> answers = new ArrayList<>();
            for (String path : paths) {
                answers.add(client.send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                                .build(),
                        HttpResponse.BodyHandlers.ofString()));
            }
            return answers;
        } finally {
            host.stop();
        }
    }
}
