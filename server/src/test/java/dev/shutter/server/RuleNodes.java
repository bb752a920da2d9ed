package dev.shutter.server;

import dev.shutter.adapters.jdbc.PostgresTestDatabase;
import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.oauth.Timeline;
import dev.shutter.domain.oauth.TokenPolicy;
import dev.shutter.ports.contract.TestClock;
import dev.shutter.server.support.TestServers;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * The servers of the rule scenarios, one set per storage and test run (started on first use, stopped
 * when the JVM ends): tiny rate limits, token expiry, the historical timeline, the plain listener with
 * 127.0.0.1 as trusted proxy, and a clock the tests move. On PostgreSQL a second node shares the schema.
 */
record RuleNodes(TestClock clock, RunningServer node, RunningServer peer) {

    /** Before the historical shutdown, after the cut-over and the deadline. */
    static final Instant START = Instant.parse("2019-01-01T12:00:00Z");

    /** Sandbox: 4 requests, 1 write; Live: 30 requests, 2 writes (per token, hour and write class). */
    static final RateLimits LIMITS = new RateLimits(4, 30, 1, 2);

    /** Tokens live at most 3 hours, and 2 hours unused. */
    static final TokenPolicy TOKENS =
            new TokenPolicy(Option.some(Duration.ofHours(3)), Option.some(Duration.ofHours(2)));

    /** The storages the rule scenarios run on. */
    enum Where {
        IN_MEMORY,
        ON_POSTGRES;

        /** The servers on this storage, started on first use. */
        RuleNodes nodes() {
            return this == IN_MEMORY ? inMemory() : onPostgres();
        }

        /** Whether servers should start: off CI, an unreachable PostgreSQL skips its tests instead. */
        boolean usable() {
            return this == IN_MEMORY || postgresUsable();
        }
    }

    private static RuleNodes inMemory;
    private static RuleNodes onPostgres;

    /** One in-memory server; its peer is itself, since another could not see its memory. */
    static synchronized RuleNodes inMemory() {
        if (inMemory == null) {
            inMemory = start("memory", false, () -> {});
        }
        return inMemory;
    }

    /** Two servers on one fresh PostgreSQL schema, dropped when the JVM ends. */
    static synchronized RuleNodes onPostgres() {
        if (onPostgres == null) {
            PostgresTestDatabase.requireReachable();
            String schema = PostgresTestDatabase.createSchema();
            onPostgres =
                    start(PostgresTestDatabase.urlFor(schema), true, () -> PostgresTestDatabase.dropSchema(schema));
        }
        return onPostgres;
    }

    /** Whether the PostgreSQL tests should start servers: off CI, an unreachable server skips them instead. */
    static boolean postgresUsable() {
        return PostgresTestDatabase.onCi() || PostgresTestDatabase.unreachable().isEmpty();
    }

    private static RuleNodes start(String spec, boolean twoNodes, Runnable drop) {
        TestClock clock = new TestClock(START);
        ServerOptions options = ServerOptions.forTests(TestServers.freshDataDir())
                .withStorage(spec)
                .withAdminToken(TestServers.ADMIN_TOKEN)
                .withRateLimits(LIMITS)
                .withTokens(TOKENS)
                .withTimeline(Timeline.historical())
                .withHttpPort(0)
                .withTrustedProxies(List.of("127.0.0.1"));
        ServerTuning tuning = new ServerTuning(clock, 4);
        RunningServer node;
        try {
            node = RunningServer.start(options, tuning);
        } catch (RuntimeException e) {
            drop.run();
            throw e;
        }
        RunningServer peer;
        try {
            // Same data directory: the nodes share the sealing key, as a deployment must.
            peer = twoNodes ? RunningServer.start(options, tuning) : node;
        } catch (RuntimeException e) {
            node.close();
            drop.run();
            throw e;
        }
        RuleNodes nodes = new RuleNodes(clock, node, peer);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> nodes.stop(drop), "rule-nodes-stop"));
        return nodes;
    }

    private void stop(Runnable drop) {
        try {
            if (peer != node) {
                peer.close();
            }
            node.close();
        } finally {
            drop.run();
        }
    }
}
