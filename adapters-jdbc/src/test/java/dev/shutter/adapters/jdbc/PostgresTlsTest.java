package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.ReadAhead;
import dev.shutter.ports.out.StorageUnavailableException;
import io.vavr.control.Option;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * TLS to PostgreSQL on both paths, the pools' (pgjdbc) and the event loops' (Vert.x), through a proxy of the
 * test's own that terminates TLS with a certificate the test makes ({@link PostgresProxy}): what the URL asks
 * for, both get, and a URL whose TLS cannot be had is refused at open.
 */
@DisplayName("TLS to PostgreSQL on the pools and the event loops")
@ExtendWith(PostgresAvailable.class)
class PostgresTlsTest {

    private static final TestCertificates AUTHORITY = TestCertificates.authority("shutter test authority");

    @TempDir
    Path folder;

    private String schema;
    private String application;

    @BeforeEach
    void schema() {
        schema = PostgresTestDatabase.createSchema();
        application = "tls_" + schema.substring(schema.length() - 8);
    }

    @AfterEach
    void drop() {
        PostgresTestDatabase.dropSchema(schema);
    }

    @Test
    @DisplayName("sslmode=require after a '#' in another value: every session of both paths is TLS")
    void requireAfterAHash() throws Exception {
        try (PostgresProxy proxy = PostgresProxy.toTestDatabase(AUTHORITY.server("localhost", true))) {
            String url = url(proxy) + "&x=a#b&sslmode=require";

            assertBothPathsSpeakTls(proxy, url);
        }
    }

    @Test
    @DisplayName("a bare ssl is verify-full: against the authority in sslrootcert and a certificate for the host,"
            + " every session of both paths is TLS")
    void bareSslIsVerifyFull() throws Exception {
        try (PostgresProxy proxy = PostgresProxy.toTestDatabase(AUTHORITY.server("localhost", true))) {
            String url = url(proxy) + "&ssl&sslrootcert=" + AUTHORITY.rootFile(folder);

            assertBothPathsSpeakTls(proxy, url);
        }
    }

    @Test
    @DisplayName("without sslmode (pgjdbc's prefer) both paths take the TLS a server offers, and speak plaintext to"
            + " one that offers none")
    void preferTakesWhatIsOffered() throws Exception {
        try (PostgresProxy proxy = PostgresProxy.toTestDatabase(AUTHORITY.server("localhost", true))) {
            assertBothPathsSpeakTls(proxy, url(proxy));
        }
        try (PostgresProxy plain = PostgresProxy.toTestDatabase(null)) {
            try (JdbcStorage storage = open(url(plain))) {
                assertThat(Option.some(storage.authenticated(
                                        AuthenticatedRead.reading("no such token", ReadAhead.NOTHING)))
                                .get()
                                .toCompletableFuture()
                                .get(10, TimeUnit.SECONDS))
                        .isEmpty();
            }
            assertThat(plain.sessions())
                    .isNotEmpty()
                    .allSatisfy(session -> assertThat(session.tls()).isFalse());
        }
    }

    @Test
    @DisplayName("verify-full against a certificate for another host, and verify-ca against another authority, are"
            + " refused at open on both paths, before any session")
    void verificationFailuresAreRefused() throws Exception {
        Path root = AUTHORITY.rootFile(folder);
        try (PostgresProxy proxy = PostgresProxy.toTestDatabase(AUTHORITY.server("db.example", false))) {
            assertBothPathsRefuse(proxy, url(proxy) + "&sslmode=verify-full&sslrootcert=" + root);
        }
        Path otherRoot = TestCertificates.authority("another authority").rootFile(folder);
        try (PostgresProxy proxy = PostgresProxy.toTestDatabase(AUTHORITY.server("localhost", true))) {
            assertBothPathsRefuse(proxy, url(proxy) + "&sslmode=verify-ca&sslrootcert=" + otherRoot);
        }
    }

    @Test
    @DisplayName("a URL that asks for TLS of a server that offers none is refused at open on both paths")
    void tlsAskedOfAServerWithoutIt() throws Exception {
        try (PostgresProxy proxy = PostgresProxy.toTestDatabase(AUTHORITY.server("localhost", true))) {
            proxy.offerTls(false);
            assertBothPathsRefuse(proxy, url(proxy) + "&sslmode=require");
            assertBothPathsRefuse(proxy, url(proxy) + "&ssl=true&sslrootcert=" + AUTHORITY.rootFile(folder));
        }
    }

    private String url(PostgresProxy proxy) {
        return proxy.through(PostgresTestDatabase.urlFor(schema)) + "&ApplicationName=" + application;
    }

    private JdbcStorage open(String url) {
        return JdbcStorage.at(url).poolSize(2).eventLoops(2).open();
    }

    private void assertBothPathsSpeakTls(PostgresProxy proxy, String url) throws Exception {
        try (JdbcStorage storage = open(url)) {
            // a read on each event loop, and one on the pools
            for (int i = 0; i < 2; i++) {
                assertThat(Option.some(storage.authenticated(
                                        AuthenticatedRead.reading("no such token", ReadAhead.NOTHING)))
                                .get()
                                .toCompletableFuture()
                                .get(10, TimeUnit.SECONDS))
                        .isEmpty();
            }
            assertThat(storage.onJdbc(AuthenticatedRead.bearer("no such token")).map(CountedBearer::bearer))
                    .isEmpty();
        }
        List<PostgresProxy.Session> sessions = proxy.sessions();
        assertThat(sessions)
                .filteredOn(session -> session.applicationName().equals(application + "-event-loops"))
                .hasSize(2);
        // pgjdbc names its sessions after they start (a SET), so the proxy sees the pools' without a name
        assertThat(sessions)
                .filteredOn(session -> !session.applicationName().endsWith("-event-loops"))
                .isNotEmpty();
        assertThat(sessions)
                .allSatisfy(session -> assertThat(session.tls())
                        .as("session of %s", session.applicationName())
                        .isTrue());
    }

    private void assertBothPathsRefuse(PostgresProxy proxy, String url) throws IOException {
        int before = proxy.sessions().size();
        assertThatThrownBy(() -> JdbcStorage.at(url).poolSize(1).open()).isInstanceOf(RuntimeException.class);
        assertThatThrownBy(() -> EventLoopReads.open(PostgresUrl.of(url), new Schema(schema), 1, Duration.ofSeconds(5))
                        .close())
                .isInstanceOf(StorageUnavailableException.class)
                .hasMessageContaining("could not connect");
        assertThat(proxy.sessions()).hasSize(before);
    }
}
