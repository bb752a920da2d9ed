package dev.shutter.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.adapters.jdbc.JdbcStorage;
import dev.shutter.adapters.jdbc.PostgresAvailable;
import dev.shutter.adapters.jdbc.PostgresTestDatabase;
import dev.shutter.docs.snippets.MountingTheHandlers;
import dev.shutter.docs.snippets.ReadmeEmbedding;
import dev.shutter.docs.snippets.StorageOnYourDatabase;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.ReadAhead;
import io.undertow.Undertow;
import io.undertow.UndertowOptions;
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
import java.util.List;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The Java blocks of the pages, run. */
class SnippetsRunTest {

    @Test
    @DisplayName("the README's embedding prints the code issued to the app")
    void readme() {
        // given
        PrintStream original = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        // when
        try {
            ReadmeEmbedding.main(new String[0]);
        } finally {
            System.setOut(original);
        }
        // then
        assertThat(out.toString(StandardCharsets.UTF_8).lines())
                .anySatisfy(line -> assertThat(line).matches("the app's code: \\S{20,}"));
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
                assertThat(storage.bearerReadingSent("no such token", ReadAhead.NOTHING)
                                .get()
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
        Shutter shutter = Shutter.builder(new InMemoryStorage())
                .clock(Instant::now)
                .randomness(Randomness.from(new SecureRandom()))
                .build();
        Undertow host = Undertow.builder()
                .addHttpListener(0, "127.0.0.1")
                .setServerOption(UndertowOptions.DECODE_URL, false)
                .setHandler(MountingTheHandlers.root(
                        shutter,
                        exchange -> {
                            exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, "text/plain");
                            exchange.getResponseSender().send("the host's own");
                        },
                        "an admin token of the host's"))
                .build();
        host.start();
        try {
            int port = ((InetSocketAddress) host.getListenerInfo().get(0).getAddress()).getPort();
            HttpClient client = HttpClient.newHttpClient();
            // when
            HttpResponse<String> health = client.send(
                    HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/health"))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            HttpResponse<String> own = client.send(
                    HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/anything"))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            // then
            assertThat(health.statusCode()).isEqualTo(200);
            assertThat(health.body()).contains("\"status\":\"up\"");
            assertThat(own.body()).isEqualTo("the host's own");
        } finally {
            host.stop();
        }
    }
}
