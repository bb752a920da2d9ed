package dev.shutter.cluster;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import javax.net.ssl.SSLContext;

/**
 * The cluster run (see {@code cluster/run}): three nodes on one PostgreSQL schema and one Redis behind
 * HAProxy, a mixed load from several clients, one node killed with {@code kill -9} and restarted, another
 * stopped with SIGTERM and restarted, then the checks of {@link Verdict}. Exits 1 when a check fails.
 */
public final class ClusterRun {

    static final int NODES = 3;
    static final int TARGETS = 12;

    private ClusterRun() {}

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args);
        SecureRandom random = new SecureRandom();
        String admin = HexFormat.of().formatHex(random.generateSeed(16));
        String webhookSecret = HexFormat.of().formatHex(random.generateSeed(16));
        SSLContext tls =
                Web.trusting(options.keystore(), options.keystorePassword().toCharArray());
        Web control = new Web(tls, Web.CONTROL_TIMEOUT);
        Files.createDirectories(options.work());

        int failed;
        try (WebhookReceiver receiver = new WebhookReceiver(webhookSecret)) {
            List<Node> nodes = new ArrayList<>();
            for (int i = 1; i <= NODES; i++) {
                nodes.add(node(options, "n" + i, admin, receiver.url(), webhookSecret));
            }
            say("starting " + NODES + " nodes on schema " + options.schema());
            nodes.get(0).start(control); // the first migrates the fresh schema alone
            // Every node needs the same sealing key (docs/production.md, Several nodes): the first one's.
            for (Node node : nodes.subList(1, NODES)) {
                Path data = options.work().resolve(node.name() + "-data");
                Files.createDirectories(data);
                Files.copy(
                        options.work().resolve("n1-data").resolve("sealing.key"),
                        data.resolve("sealing.key"),
                        StandardCopyOption.COPY_ATTRIBUTES);
            }
            startAll(nodes.subList(1, NODES), control);
            long t0 = System.currentTimeMillis();
            int port = freePort();
            try (Haproxy haproxy = Haproxy.start(options.work(), port, freePort(), nodes, t0)) {
                for (Node node : nodes) {
                    if (!haproxy.await(node.name(), "UP", 30)) {
                        throw new IllegalStateException("HAProxy never saw " + node.name() + " up");
                    }
                }
                String base = "https://127.0.0.1:" + port;
                Timeline timeline = run(options, nodes, haproxy, base, admin, receiver, t0, control);
                failed = timeline.verdict().report(options, haproxy.changes());
            } finally {
                stopAll(nodes);
            }
        }
        // after HAProxy, the nodes and the receiver are closed: exiting inside the blocks left HAProxy running
        System.exit(failed == 0 ? 0 : 1);
    }

    private static Timeline run(
            Options options,
            List<Node> nodes,
            Haproxy haproxy,
            String base,
            String admin,
            WebhookReceiver receiver,
            long t0,
            Web control)
            throws Exception {
        SecureRandom random = new SecureRandom();
        String liveSecret = HexFormat.of().formatHex(random.generateSeed(16));
        String budgetSecret = HexFormat.of().formatHex(random.generateSeed(16));
        List<String> targets = Seed.targets(TARGETS);
        CodeFlow.expect(
                control.postJson(
                        base + "/admin/seed",
                        Seed.document(options.clients(), targets, liveSecret, budgetSecret),
                        "Authorization",
                        "Bearer " + admin),
                200);

        Deadline deadline = new Deadline(0); // set once every client has logged in
        Outcomes outcomes = new Outcomes(t0);
        List<LoadClient> clients = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < options.clients(); i++) {
            Web web = new Web(control.tls(), Web.LOAD_TIMEOUT);
            CodeFlow flow = new CodeFlow(web, base, Seed.LIVE_APP, liveSecret);
            flow.login(Seed.usernameOf(i), Seed.PASSWORD, Seed.SCOPE);
            LoadClient client = new LoadClient(
                    Seed.usernameOf(i), web, flow, base, Seed.mediaOf(i), targets, 1000L + i, outcomes, deadline);
            client.start(flow.token());
            clients.add(client);
            threads.add(new Thread(client, "client-" + i));
        }
        Web budgetWeb = new Web(control.tls(), Web.LOAD_TIMEOUT);
        CodeFlow budgetFlow = new CodeFlow(budgetWeb, base, Seed.BUDGET_APP, budgetSecret);
        budgetFlow.login("budget", Seed.PASSWORD, "basic");
        Budget budget = new Budget(budgetWeb, budgetFlow.token(), outcomes, deadline);
        threads.add(new Thread(() -> budget.through(base), "budget"));
        say("load: " + options.clients() + " clients and the small budget for " + options.seconds() + " s");
        Timeline timeline = new Timeline(t0);
        timeline.mark("load-start");
        long loadStart = System.currentTimeMillis();
        deadline.notBefore(loadStart + options.seconds() * 1000L);
        threads.forEach(thread -> {
            thread.setDaemon(true); // a run that fails half-way ends with its main thread
            thread.start();
        });

        try (ReadBack db = new ReadBack(options.postgres(), options.schema())) {
            sleepUntil(loadStart + options.seconds() * 300L);
            Node killed = holderOrElse(db, nodes, options, nodes.get(1));
            say("kill -9 " + killed.name() + " (" + timeline.mark("kill") + " ms)");
            killed.kill();
            Thread.sleep(5000);
            bringBack(killed, "kill", timeline, haproxy, control);

            sleepUntil(loadStart + options.seconds() * 600L);
            Node stopped = holderOrElse(db, nodes, options, nodes.get(2));
            if (stopped == killed) {
                stopped = nodes.get((nodes.indexOf(killed) + 1) % NODES);
            }
            say("SIGTERM " + stopped.name() + " (" + timeline.mark("term") + " ms)");
            timeline.exitCode(stopped.stop());
            timeline.mark("term-exited");
            Thread.sleep(3000);
            bringBack(stopped, "term", timeline, haproxy, control);
            // The load runs on a while after both are back, however long their starts took.
            deadline.release(System.currentTimeMillis() + Math.max(10_000, options.seconds() * 100L));
            timeline.nodes(killed.name(), stopped.name());
        }
        for (Thread thread : threads) {
            thread.join();
        }
        timeline.mark("load-end");
        say("load over; checking");
        timeline.verdict(
                new Verdict(nodes, clients, budget, outcomes, receiver, control, timeline, options, budgetFlow));
        return timeline;
    }

    /** Restarts {@code node}, marking {@code step}-restart and -healthy, and waits until HAProxy has it back. */
    private static void bringBack(Node node, String step, Timeline timeline, Haproxy haproxy, Web control)
            throws IOException, InterruptedException {
        timeline.mark(step + "-restart");
        node.start(control);
        timeline.mark(step + "-healthy");
        if (!haproxy.await(node.name(), "UP", 60)) {
            throw new IllegalStateException("HAProxy did not put " + node.name() + " back within 60 s");
        }
        say(node.name() + " is back (" + timeline.at(step + "-healthy") + " ms)");
    }

    /** The node that delivers the webhooks now, found by the holder's name in the nodes' logs. */
    private static Node holderOrElse(ReadBack db, List<Node> nodes, Options options, Node otherwise) throws Exception {
        String holder = db.webhookHolder();
        for (Node node : nodes) {
            if (!holder.isEmpty()
                    && Files.readString(options.work().resolve(node.name() + ".log"))
                            .contains(holder)) {
                return node;
            }
        }
        return otherwise;
    }

    private static Node node(Options options, String name, String admin, String hook, String secret) {
        List<String> command = List.of(
                "java",
                "-Xmx256m",
                "-XX:TieredStopAtLevel=1",
                "-jar",
                options.serverJar().toString(),
                "--bind",
                "127.0.0.1",
                "--storage",
                options.storage(),
                "--rate-store",
                options.redis(),
                "--keystore",
                options.keystore().toString(),
                "--data-dir",
                options.work().resolve(name + "-data").toString(),
                "--webhook-url",
                hook,
                "--rate-limit-live",
                "100000000,100000000",
                "--rate-limit-sandbox",
                options.limit() + "," + options.limit());
        Map<String, String> environment = Map.of(
                "SHUTTER_ADMIN_TOKEN", admin,
                "SHUTTER_KEYSTORE_PASSWORD", options.keystorePassword(),
                "SHUTTER_WEBHOOK_SECRET", secret);
        return new Node(name, freePort(), command, environment, options.work().resolve(name + ".log"));
    }

    private static void startAll(List<Node> nodes, Web control) throws InterruptedException {
        List<Thread> starting = new ArrayList<>();
        List<Exception> failures = new ArrayList<>();
        for (Node node : nodes) {
            Thread thread = new Thread(() -> {
                try {
                    node.start(control);
                } catch (Exception e) {
                    synchronized (failures) {
                        failures.add(e);
                    }
                }
            });
            thread.start();
            starting.add(thread);
        }
        for (Thread thread : starting) {
            thread.join();
        }
        if (!failures.isEmpty()) {
            throw new IllegalStateException(failures.get(0).getMessage());
        }
    }

    private static void stopAll(List<Node> nodes) throws InterruptedException {
        for (Node node : nodes) {
            if (node.alive()) {
                node.stop();
            }
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException("no free port", e);
        }
    }

    private static void sleepUntil(long millis) throws InterruptedException {
        long wait = millis - System.currentTimeMillis();
        if (wait > 0) {
            Thread.sleep(wait);
        }
    }

    static void say(String line) {
        System.err.println("cluster: " + line);
    }
}
