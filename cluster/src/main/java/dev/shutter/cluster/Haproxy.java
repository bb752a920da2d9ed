package dev.shutter.cluster;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * HAProxy in front of the nodes, passing TLS through (TCP mode): the client's TLS ends on a node, whose own
 * HTTPS rules apply unchanged, and HAProxy holds no key. It checks each node with {@code GET /health} over
 * TLS every half second (two failures take a node out, two successes put it back) and closes the
 * connections of a node it takes out. A watcher reads its statistics every 100 ms and keeps each node's
 * changes of state, with when they happened.
 */
final class Haproxy implements AutoCloseable {

    /** A node taken out ({@code DOWN}) or put back ({@code UP}), in milliseconds since the load began. */
    record Change(long atMillis, String node, String status) {}

    private final Process process;
    private final int statsPort;
    private final long start;
    private final List<Change> changes = new ArrayList<>();
    private final Map<String, String> last = new HashMap<>();
    private final Thread watcher;
    private final HttpClient http = HttpClient.newHttpClient();

    private Haproxy(Process process, int statsPort, long start) {
        this.process = process;
        this.statsPort = statsPort;
        this.start = start;
        this.watcher = new Thread(this::watch, "haproxy-watch");
        watcher.setDaemon(true);
        watcher.start();
    }

    static Haproxy start(Path work, int port, int statsPort, List<Node> nodes, long start)
            throws IOException, InterruptedException {
        StringBuilder config = new StringBuilder(String.join(
                "\n",
                "global",
                "    maxconn 2000",
                "defaults",
                "    mode tcp",
                "    timeout connect 2s",
                "    timeout client 60s",
                "    timeout server 60s",
                "    timeout check 2s",
                "    retries 3",
                "    option redispatch",
                "frontend shutter",
                "    bind 127.0.0.1:" + port,
                "    default_backend nodes",
                "backend nodes",
                "    balance roundrobin",
                "    option httpchk GET /health",
                "    http-check expect status 200",
                "    default-server check check-ssl verify none inter 500ms fall 3 rise 2 on-marked-down shutdown-sessions",
                ""));
        for (Node node : nodes) {
            config.append("    server ")
                    .append(node.name())
                    .append(" 127.0.0.1:")
                    .append(node.port())
                    .append('\n');
        }
        config.append(String.join(
                "\n",
                "listen stats",
                "    mode http",
                "    bind 127.0.0.1:" + statsPort,
                "    stats enable",
                "    stats uri /stats",
                ""));
        Path file = work.resolve("haproxy.cfg");
        Files.writeString(file, config);
        Process process = new ProcessBuilder("haproxy", "-db", "-f", file.toString())
                .redirectErrorStream(true)
                .redirectOutput(work.resolve("haproxy.log").toFile())
                .start();
        long deadline = System.currentTimeMillis() + 10_000;
        while (true) {
            try (Socket probe = new Socket()) {
                probe.connect(new InetSocketAddress("127.0.0.1", port), 500);
                break;
            } catch (IOException notYet) {
                if (!process.isAlive() || System.currentTimeMillis() > deadline) {
                    throw new IllegalStateException("HAProxy did not start; see " + work.resolve("haproxy.log"));
                }
                Thread.sleep(100);
            }
        }
        return new Haproxy(process, statsPort, start);
    }

    synchronized List<Change> changes() {
        return List.copyOf(changes);
    }

    /** Waits until HAProxy has {@code node} in {@code status} (UP or DOWN); false after {@code seconds}. */
    boolean await(String node, String status, int seconds) throws InterruptedException {
        long deadline = System.currentTimeMillis() + seconds * 1000L;
        while (System.currentTimeMillis() < deadline) {
            synchronized (this) {
                if (status.equals(last.get(node))) {
                    return true;
                }
            }
            Thread.sleep(50);
        }
        return false;
    }

    private void watch() {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + statsPort + "/stats;csv"))
                .timeout(Duration.ofSeconds(2))
                .build();
        while (!Thread.currentThread().isInterrupted()) {
            try {
                String csv =
                        http.send(request, HttpResponse.BodyHandlers.ofString()).body();
                read(csv);
                Thread.sleep(100);
            } catch (InterruptedException e) {
                return;
            } catch (IOException | RuntimeException e) {
                // HAProxy busy for a moment: read again.
            }
        }
    }

    private synchronized void read(String csv) {
        String[] lines = csv.split("\n");
        List<String> header = List.of(lines[0].replaceFirst("^# ", "").split(","));
        int proxy = header.indexOf("pxname");
        int server = header.indexOf("svname");
        int status = header.indexOf("status");
        long now = System.currentTimeMillis() - start;
        for (int i = 1; i < lines.length; i++) {
            String[] fields = lines[i].split(",", -1);
            if (fields.length <= status || !fields[proxy].equals("nodes") || fields[server].equals("BACKEND")) {
                continue;
            }
            // "UP 1/2" while rising, "DOWN 1/2" while falling: the state is the first word.
            String state = fields[status].split(" ")[0];
            if (!state.equals(last.put(fields[server], state))) {
                changes.add(new Change(now, fields[server], state));
            }
        }
    }

    @Override
    public void close() {
        watcher.interrupt();
        process.destroy();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
