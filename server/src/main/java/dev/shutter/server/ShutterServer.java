package dev.shutter.server;

import dev.shutter.server.logging.LogFormat;
import dev.shutter.server.logging.ServerLogging;
import java.io.PrintStream;

/**
 * {@code java -jar shutter-server.jar}: the runnable server. Exit code 2 for bad options, 1 when it
 * cannot start; a stop signal (SIGTERM, SIGINT) drains the requests in flight, closes the storage, logs
 * the stop and exits 0.
 */
public final class ShutterServer {

    /** What {@link #run} answers when the server is up: the JVM then lives as long as it does. */
    static final int RUNNING = -1;

    private ShutterServer() {}

    public static void main(String[] args) {
        // Undertow and XNIO log through JBoss Logging, which then goes on to SLF4J and the server's lines.
        System.setProperty("org.jboss.logging.provider", "slf4j");
        boolean once = isHousekeeping(args);
        OptionsParser.Parsed parsed = OptionsParser.parse(once ? rest(args) : args, System.getenv());
        LogFormat format = parsed instanceof OptionsParser.Parsed.Run run
                ? run.options().operations().logFormat()
                : LogFormat.TEXT;
        Runnable stopLogging = ServerLogging.configure(format, System.err);
        int code = run(parsed, once, System.out, System.err, stopLogging);
        if (code != RUNNING) {
            stopLogging.run();
            System.exit(code);
        }
    }

    /** Runs the command line: the exit code, or {@link #RUNNING}. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        boolean once = isHousekeeping(args);
        return run(OptionsParser.parse(once ? rest(args) : args, System.getenv()), once, out, err, () -> {});
    }

    private static boolean isHousekeeping(String[] args) {
        return args.length > 0 && args[0].equals(HousekeepingCommand.NAME);
    }

    private static String[] rest(String[] args) {
        return java.util.Arrays.copyOfRange(args, 1, args.length);
    }

    private static int run(
            OptionsParser.Parsed parsed, boolean once, PrintStream out, PrintStream err, Runnable stopLogging) {
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
        if (once) {
            return HousekeepingCommand.run(options, ServerTuning.production(), out, err);
        }
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
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            server.close();
                            stopLogging.run();
                            // The JVM would exit 143 on SIGTERM and 130 on SIGINT; a clean stop is 0, as --help
                            // says. Nothing runs after this hook but the JVM's own: the logs are flushed above.
                            Runtime.getRuntime().halt(0);
                        },
                        "shutter-shutdown"));
        out.println("Shutter is serving " + server.baseUrl() + " (HTTPS; storage " + Redaction.spec(options.storage())
                + options.rateStore()
                        .map(spec -> "; rate counts in " + Redaction.spec(spec))
                        .getOrElse("")
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
