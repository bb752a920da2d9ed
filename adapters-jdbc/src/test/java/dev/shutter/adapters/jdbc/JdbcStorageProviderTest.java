package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.contract.RateCountersContract;
import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.ReadAhead;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageOptions;
import dev.shutter.ports.out.StorageProvider;
import dev.shutter.ports.out.StorageThreads;
import io.vavr.control.Option;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.ServiceLoader;
import java.util.UUID;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** How a server finds and opens the JDBC storage from a spec. */
class JdbcStorageProviderTest {

    private final JdbcStorageProvider provider = new JdbcStorageProvider();

    @Test
    @DisplayName("the provider is found through ServiceLoader")
    void registered() {
        assertThat(ServiceLoader.load(StorageProvider.class).stream().map(ServiceLoader.Provider::type))
                .contains(JdbcStorageProvider.class);
    }

    @Test
    @DisplayName("it answers h2: directories and PostgreSQL and H2 JDBC URLs, and nothing else")
    void supports() {
        assertThat(provider.supports("h2:./shutter-data")).isTrue();
        assertThat(provider.supports("jdbc:postgresql://db.example:5432/shutter?user=app"))
                .isTrue();
        assertThat(provider.supports("jdbc:h2:mem:x")).isTrue();
        assertThat(provider.supports("memory")).isFalse();
        assertThat(provider.supports("jdbc:mysql://db/shutter")).isFalse();
        assertThat(provider.supports(null)).isFalse();
        assertThatThrownBy(() -> provider.open("memory")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> provider.open("h2:/tmp/x;INIT=RUNSCRIPT FROM 'evil'"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("event loops are asked of PostgreSQL only: H2 ignores them, a builder refuses them for H2")
    void eventLoops() {
        try (Storage storage =
                provider.open("jdbc:h2:mem:loops" + JdbcStorageProvider.H2_SETTINGS, new StorageOptions(2))) {
            assertThat(storage.threads().eventLoops()).isEmpty();
            assertThat(storage.authenticated(AuthenticatedRead.counting(
                                    "hash", RateCountersContract.spending(List.of(), Instant.EPOCH), ReadAhead.NOTHING))
                            .toCompletableFuture()
                            .isDone())
                    .as("answered on the calling thread")
                    .isTrue();
        }
        assertThatThrownBy(() -> JdbcStorage.at("jdbc:h2:mem:loops").eventLoops(2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("PostgreSQL only");
        assertThatThrownBy(
                        () -> JdbcStorage.at("jdbc:postgresql://db.example/app").eventLoops(-1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new StorageOptions(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("h2:<directory> creates the database file in that directory, in PostgreSQL mode")
    void h2Directory() throws Exception {
        Path directory = H2TestDatabase.newDirectory().resolve("nested");
        try (Storage storage = provider.open("h2:" + directory)) {
            storage.users().add(User.of(new UserId("1"), "alice"), Option.none());
            assertThat(Files.exists(directory.resolve("shutter.mv.db"))).isTrue();
            assertThat(JdbcStorageProvider.h2Url(directory.toString()))
                    .startsWith("jdbc:h2:file:" + directory.toAbsolutePath())
                    .contains(";MODE=PostgreSQL;")
                    .contains(";WRITE_DELAY=0");
        } finally {
            H2TestDatabase.delete(directory.getParent());
        }
    }

    @Test
    @DisplayName("a storage on pools of its own says how many connections each has; on a host's DataSource, nothing")
    void connections() {
        String url = "jdbc:h2:mem:pool-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
        try (JdbcStorage owned = JdbcStorage.at(url).poolSize(7).open()) {
            assertThat(owned.threads()).isEqualTo(StorageThreads.blocking(7));
            org.h2.jdbcx.JdbcDataSource host = new org.h2.jdbcx.JdbcDataSource();
            host.setURL(url);
            try (JdbcStorage onHost = JdbcStorage.on(host).open()) {
                assertThat(onHost.threads()).isEqualTo(StorageThreads.blocking());
            }
        }
    }

    @Test
    @DisplayName("a plain jdbc:h2: URL, without PostgreSQL mode, works too: the SQL is portable")
    void plainH2Url() {
        try (Storage storage = provider.open("jdbc:h2:mem:plain-" + UUID.randomUUID())) {
            storage.users().add(User.of(new UserId("1"), "alice"), Option.none());
            Instant minute = Instant.parse("2024-05-01T12:00:00Z");
            storage.rateCounters().count("k", minute);
            storage.rateCounters().count("k", minute);
            assertThat(storage.users().findByUsername("ALICE")).isNotEmpty();
            assertThat(storage.rateCounters().since("k", minute)).containsExactly(new RateBucket(minute, 2));
        }
    }

    @Test
    @DisplayName("a jdbc:postgresql: URL opens PostgreSQL and migrates its schema")
    void postgresUrl() {
        PostgresTestDatabase.requireReachable();
        String schema = PostgresTestDatabase.createSchema();
        try (Storage storage = provider.open(PostgresTestDatabase.urlFor(schema))) {
            storage.users().add(User.of(new UserId("1"), "alice"), Option.none());
            assertThat(storage.users().find(new UserId("1"))).isNotEmpty();
        } finally {
            PostgresTestDatabase.dropSchema(schema);
        }
    }
}
