package dev.shutter.bench;

import io.undertow.Undertow;
import io.undertow.UndertowOptions;
import io.undertow.server.HttpHandler;
import io.undertow.server.handlers.BlockingHandler;
import io.undertow.util.Headers;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.HashMap;
import java.util.Map;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;

/**
 * The ceiling of the HTTP benchmark: the same Undertow, listener options and TLS key as the Shutter
 * server, and a handler that answers every request with a fixed JSON document (a comment list of the
 * same size) and does nothing else. With {@code --dispatch} the handler runs on a worker thread, as
 * Shutter's do, which shows what leaving the IO thread costs. With {@code --postgres URL} (and {@code --pool
 * N}, default 10) the document is a row read from PostgreSQL on a worker thread ({@link PostgresCeiling}):
 * the ceiling of Shutter's rows on PostgreSQL. With {@code --event-loop} as well, the row is read through
 * Vert.x's PostgreSQL client without a worker thread ({@link EventLoopPostgresCeiling}), over one connection
 * on each of {@code --loops N} event loops (default: the processors), answered on the IO thread ({@code
 * --answer-on io}, the default) or on the event loop ({@code --answer-on loop}): the event-loop ceiling.
 *
 * <p>{@code java -cp shutter-bench.jar dev.shutter.bench.CeilingServer --port 0 --keystore k.p12
 * --keystore-password-file k.password --body comments.json [--dispatch | --postgres URL [--pool N] |
 * --postgres URL --event-loop [--loops N] [--answer-on io|loop]]}
 */
public final class CeilingServer {

    private CeilingServer() {}

    public static void main(String[] args) throws Exception {
        Map<String, String> options = options(args);
        byte[] body = options.containsKey("body")
                ? Files.readAllBytes(Path.of(options.get("body")))
                : "{\"meta\":{\"code\":200},\"data\":[]}".getBytes(StandardCharsets.UTF_8);
        ByteBuffer document = ByteBuffer.allocateDirect(body.length).put(body).flip();
        HttpHandler handler = exchange -> {
            exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, "application/json; charset=utf-8");
            exchange.getResponseSender().send(document.duplicate());
        };
        HttpHandler root;
        String served;
        if (options.containsKey("postgres") && options.containsKey("event-loop")) {
            String answerOn = options.getOrDefault("answer-on", "io");
            if (!answerOn.equals("io") && !answerOn.equals("loop")) {
                throw new IllegalArgumentException("--answer-on takes io or loop");
            }
            EventLoopPostgresCeiling eventLoop = EventLoopPostgresCeiling.open(
                    options.get("postgres"),
                    Integer.parseInt(options.getOrDefault(
                            "loops", String.valueOf(Runtime.getRuntime().availableProcessors()))),
                    answerOn.equals("io"),
                    body);
            root = eventLoop;
            served = eventLoop.describe();
        } else if (options.containsKey("postgres")) {
            root = PostgresCeiling.open(
                    options.get("postgres"), Integer.parseInt(options.getOrDefault("pool", "10")), body);
            served = "read from PostgreSQL on a worker thread";
        } else if (options.containsKey("dispatch")) {
            root = new BlockingHandler(handler);
            served = "on a worker thread";
        } else {
            root = handler;
            served = "on the IO thread";
        }
        Undertow undertow = Undertow.builder()
                .setServerOption(UndertowOptions.ENABLE_HTTP2, true)
                .setServerOption(UndertowOptions.DECODE_URL, false)
                .setServerOption(UndertowOptions.REQUEST_PARSE_TIMEOUT, 10_000)
                .setServerOption(UndertowOptions.NO_REQUEST_TIMEOUT, 60_000)
                .addListener(new Undertow.ListenerBuilder()
                        .setType(Undertow.ListenerType.HTTPS)
                        .setHost(options.getOrDefault("bind", "127.0.0.1"))
                        .setPort(Integer.parseInt(options.getOrDefault("port", "0")))
                        .setSslContext(tls(
                                Path.of(options.get("keystore")),
                                Files.readString(Path.of(options.get("keystore-password-file")))
                                        .trim()))
                        .setRootHandler(root))
                .build();
        undertow.start();
        Runtime.getRuntime().addShutdownHook(new Thread(undertow::stop, "ceiling-shutdown"));
        int port = ((InetSocketAddress) undertow.getListenerInfo().get(0).getAddress()).getPort();
        System.out.println(
                "Ceiling is serving https://127.0.0.1:" + port + " (" + body.length + " bytes, " + served + ")");
    }

    private static SSLContext tls(Path keystore, String password) throws IOException, GeneralSecurityException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(keystore)) {
            store.load(in, password.toCharArray());
        }
        KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keys.init(store, password.toCharArray());
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(keys.getKeyManagers(), null, null);
        return context;
    }

    private static Map<String, String> options(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            String name = args[i].replaceFirst("^--", "");
            if (name.equals("dispatch") || name.equals("event-loop")) {
                options.put(name, "true");
            } else if (i + 1 < args.length) {
                options.put(name, args[++i]);
            } else {
                throw new IllegalArgumentException("--" + name + " needs a value");
            }
        }
        for (String required : new String[] {"keystore", "keystore-password-file"}) {
            if (!options.containsKey(required)) {
                throw new IllegalArgumentException("--" + required + " is required");
            }
        }
        return options;
    }
}
