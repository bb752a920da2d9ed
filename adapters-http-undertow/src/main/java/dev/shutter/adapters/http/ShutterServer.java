package dev.shutter.adapters.http;

import dev.shutter.adapters.http.web.AccessLog;
import dev.shutter.adapters.http.web.BackgroundLogHandler;
import java.io.PrintStream;

/**
 * {@code java -jar shutter-server.jar}: the runnable server. Exit code 2 for bad options, 1 when it
 * cannot start; a stop signal drains the requests in flight and closes the storage.
 */
public final class ShutterServer {

    /** What {@link #run} answers when the server is up: the JVM then lives as long as it does. */
    static final int RUNNING = -1;

    private ShutterServer() {}

    /** Held so the level set in {@link #main} is not lost when the logger is garbage-collected. */
    private static final java.util.logging.Logger QUIET_POOL_LOG =
            java.util.logging.Logger.getLogger("com.zaxxer.hikari");

    public static void main(String[] args) {
        System.setProperty("org.jboss.logging.provider", "jdk");
        if (System.getProperty("java.util.logging.SimpleFormatter.format") == null) {
            System.setProperty("java.util.logging.SimpleFormatter.format", "%1$tFT%1$tT.%1$tL %4$s %3$s %5$s%6$s%n");
        }
        // HikariCP logs the JDBC URL of each connection at INFO, and a PostgreSQL URL may carry a password.
        QUIET_POOL_LOG.setLevel(java.util.logging.Level.WARNING);
        // The access log gets its own writer thread; other logs stay on the console handler.
        AccessLog.LOG.setUseParentHandlers(false);
        AccessLog.LOG.addHandler(new BackgroundLogHandler(System.err));
        int code = run(args, System.out, System.err);
        if (code != RUNNING) {
            System.exit(code);
        }
    }

    /** Runs the command line: the exit code, or {@link #RUNNING}. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        OptionsParser.Parsed parsed = OptionsParser.parse(args, System.getenv());
        if (parsed instanceof OptionsParser.Parsed.Help help) {
            out.print(help.text());
            return 0;
        }
        if (parsed instanceof OptionsParser.Parsed.Invalid invalid) {
            err.println("shutter: " + invalid.message());
            err.println("Try --help.");
            return 2;
        }
        ServerOptions options = ((OptionsParser.Parsed.Run) parsed).options();
        RunningServer server;
        try {
            server = RunningServer.start(options, ServerTuning.production());
        } catch (StartupException e) {
            err.println("shutter: cannot start: " + e.getMessage());
            return 1;
        } catch (RuntimeException e) {
            // A failure no check foresaw: still one line, without the message, which may carry data.
            err.println("shutter: cannot start: unexpected " + e.getClass().getName());
            return 1;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "shutter-shutdown"));
        out.println("Shutter is serving " + server.baseUrl() + " (HTTPS; storage " + Redaction.spec(options.storage())
                + ")");
        if (options.keystore().isEmpty()) {
            out.println("TLS: a self-signed certificate for localhost in "
                    + options.dataDir().resolve(Keystores.KEYSTORE_FILE) + " (curl -k, or trust it in your client)");
        }
        server.httpPort().forEach(port -> out.println("Plain HTTP on port " + port + " refuses every request (403)."));
        if (options.adminToken().isDefined()) {
            out.println("Operator API: " + server.baseUrl() + "/admin (Authorization: Bearer <admin token>)");
        }
        server.demoLink().forEach(link -> {
            out.println("Demo users: alice, bob, carol (private); password: "
                    + server.demoPassword().get());
            out.println("Authorize the demo app: " + link);
            out.println("Manage access: " + server.baseUrl() + "/oauth/access");
        });
        return RUNNING;
    }
}
