package dev.shutter.cluster;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** One server process of the cluster, on a port of its own that it keeps across restarts. */
final class Node {

    private final String name;
    private final int port;
    private final List<String> command;
    private final Map<String, String> environment;
    private final Path log;
    private Process process;
    private int starts;

    Node(String name, int port, List<String> command, Map<String, String> environment, Path log) {
        this.name = name;
        this.port = port;
        this.command = List.copyOf(command);
        this.environment = Map.copyOf(environment);
        this.log = log;
    }

    String name() {
        return name;
    }

    int port() {
        return port;
    }

    String base() {
        return "https://127.0.0.1:" + port;
    }

    /**
     * Starts the process and waits until {@code /health} is 200; a process that exits at start (on a starved
     * machine Redis may not answer its first connection within 2 s) is started again, as a supervisor would,
     * up to three times in all. How many starts it took in all is {@link #starts()}.
     */
    void start(Web web) throws IOException, InterruptedException {
        for (int attempt = 1; ; attempt++) {
            starts++;
            try {
                startOnce(web);
                return;
            } catch (ExitedAtStart e) {
                if (attempt == 3) {
                    throw e;
                }
            }
        }
    }

    int starts() {
        return starts;
    }

    /** Starts the process (its output appended to the node's log) and waits until {@code /health} is 200. */
    private void startOnce(Web web) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>(command);
        full.add("--port");
        full.add(Integer.toString(port));
        ProcessBuilder builder = new ProcessBuilder(full)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        builder.environment().putAll(environment);
        process = builder.start();
        long deadline = System.currentTimeMillis() + 120_000;
        while (System.currentTimeMillis() < deadline) {
            if (!process.isAlive()) {
                throw new ExitedAtStart(name + " exited with " + process.exitValue() + "; see " + log);
            }
            try {
                HttpResponse<String> health = web.get(base() + "/health");
                if (health.statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException(name + " did not answer /health within two minutes; see " + log);
    }

    /** {@code kill -9}: no drain, no release of anything. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    /** SIGTERM, and the exit code once it stopped (0 after a clean stop). */
    int stop() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor(30, TimeUnit.SECONDS);
            return -1;
        }
        return process.exitValue();
    }

    boolean alive() {
        return process != null && process.isAlive();
    }

    /** The process exited before it answered {@code /health}. */
    static final class ExitedAtStart extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        ExitedAtStart(String message) {
            super(message);
        }
    }
}
