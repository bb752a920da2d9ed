package dev.shutter.server;

import static dev.shutter.server.PlatformRulesScenarios.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.jdbc.PostgresAvailable;
import dev.shutter.adapters.jdbc.PostgresTestDatabase;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The rate counters live in storage: two server processes (JVMs of their own, started as an operator
 * would) on one PostgreSQL schema spend from one budget per token. A subclass runs the same with the counts
 * in another rate store ({@link #rateStoreArguments()}).
 */
@ExtendWith(PostgresAvailable.class)
class TwoServerProcessesShareOneRateBudgetTest {

    private static final Pattern SERVING = Pattern.compile("Shutter is serving (https://localhost:[0-9]+) ");
    private static final List<Process> PROCESSES = new ArrayList<>();
    private static final Map<String, Path> DIRS = new HashMap<>();
    /** The schema both processes share. */
    protected static String schema;

    @BeforeAll
    static void freshSchema() {
        if (!PostgresTestDatabase.onCi() && PostgresTestDatabase.unreachable().isPresent()) {
            return; // PostgresAvailable skips the test with the reason
        }
        PostgresTestDatabase.requireReachable();
        schema = PostgresTestDatabase.createSchema();
        // Migrated here, so that the two processes can start side by side.
        StorageLoader.open(PostgresTestDatabase.urlFor(schema)).close();
    }

    @AfterAll
    static void stopProcessesAndDropSchema() throws InterruptedException {
        try {
            for (Process process : PROCESSES) {
                process.destroy();
            }
            for (Process process : PROCESSES) {
                if (!process.waitFor(15, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(15, TimeUnit.SECONDS);
                }
            }
        } finally {
            if (schema != null) {
                PostgresTestDatabase.dropSchema(schema);
            }
        }
    }

    @Test
    @DisplayName("requests and writes on either process spend one budget: the 429 counts both")
    void oneBudget() throws Exception {
        // given: two processes on one schema, Live apps allowed 6 requests and 1 write an hour per token
        Process processA = fork("a");
        Process processB = fork("b");
        String a = baseUrlOf(processA, "a");
        String b = baseUrlOf(processB, "b");
        Platform platform = new Platform(a);
        Platform.User user = platform.user("twonodes");
        Platform.User target = platform.user("followed");
        String token = platform.token(user, platform.liveApp(), "relationships");
        Api onA = new Api(new Browser(a));
        Api onB = new Api(new Browser(b));
        String relationship = "/v1/users/" + target.id() + "/relationship";

        // when: the requests alternate between the processes
        List<String> remaining = new ArrayList<>();
        remaining.add(onA.get("/v1/users/self", token).header("X-Ratelimit-Remaining"));
        remaining.add(onB.get("/v1/users/self", token).header("X-Ratelimit-Remaining"));
        Api.Answer follow = onA.post(relationship, token, "action", "follow");
        remaining.add(follow.header("X-Ratelimit-Remaining"));
        Api.Answer secondWrite = onB.post(relationship, token, "action", "unfollow");
        remaining.add(onB.get("/v1/users/self", token).header("X-Ratelimit-Remaining"));
        remaining.add(onA.get("/v1/users/self", token).header("X-Ratelimit-Remaining"));
        remaining.add(onB.get("/v1/users/self", token).header("X-Ratelimit-Remaining"));
        Api.Answer overOnA = onA.get("/v1/users/self", token);
        Api.Answer overOnB = onB.get("/v1/users/self", token);

        // then
        assertThat(follow.status()).isEqualTo(200);
        assertRefused(
                secondWrite,
                429,
                "OAuthRateLimitException",
                "The maximum number of requests per hour has been exceeded. You have made 1 requests of the 1"
                        + " allowed in the last hour.");
        assertThat(remaining).containsExactly("5", "4", "3", "2", "1", "0");
        for (Api.Answer over : List.of(overOnA, overOnB)) {
            assertRefused(
                    over,
                    429,
                    "OAuthRateLimitException",
                    "The maximum number of requests per hour has been exceeded. You have made 6 requests of the 6"
                            + " allowed in the last hour.");
            assertThat(over.header("Retry-After")).matches("[1-9][0-9]*");
        }
        assertCountsKept();
    }

    /** The arguments that choose where both processes count: none, the storage. */
    protected List<String> rateStoreArguments() {
        return List.of();
    }

    /** The counts are where the processes were told to keep them: here, in the schema's rate table. */
    protected void assertCountsKept() throws SQLException {
        assertThat(rateRowsInPostgres()).isPositive();
    }

    /** The rows of the schema's rate table. */
    protected static long rateRowsInPostgres() throws SQLException {
        try (Connection connection = DriverManager.getConnection(PostgresTestDatabase.urlFor(schema));
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT count(*) FROM " + schema + ".shutter_rate_counters")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    /** Starts {@code ShutterServer} in a JVM of its own, its output in {@code <name>.out} and {@code .err}. */
    private Process fork(String name) throws IOException {
        Path dir = TestServers.freshDataDir();
        DIRS.put(name, dir);
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC",
                "-cp",
                System.getProperty("java.class.path"),
                ShutterServer.class.getName(),
                "--port",
                "0",
                "--bind",
                "127.0.0.1",
                "--storage",
                PostgresTestDatabase.urlFor(schema),
                "--data-dir",
                dir.toString(),
                "--rate-limit-live",
                "6,1"));
        command.addAll(rateStoreArguments());
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectOutput(dir.resolve(name + ".out").toFile())
                .redirectError(dir.resolve(name + ".err").toFile());
        builder.environment().keySet().removeIf(key -> key.startsWith("SHUTTER_"));
        builder.environment().put("SHUTTER_ADMIN_TOKEN", TestServers.ADMIN_TOKEN);
        Process process = builder.start();
        PROCESSES.add(process);
        return process;
    }

    /** The base URL the server prints once it listens. */
    private static String baseUrlOf(Process process, String name) throws IOException, InterruptedException {
        Path out = DIRS.get(name).resolve(name + ".out");
        Path err = DIRS.get(name).resolve(name + ".err");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            Matcher serving = SERVING.matcher(Files.readString(out, StandardCharsets.UTF_8));
            if (serving.find()) {
                return serving.group(1);
            }
            if (!process.isAlive()) {
                break;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("server " + name + " did not start (exit "
                + (process.isAlive() ? "none yet" : process.exitValue()) + "): "
                + Files.readString(err, StandardCharsets.UTF_8));
    }
}
