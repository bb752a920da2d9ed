package dev.shutter.examples.undertow;

import dev.shutter.adapters.http.ShutterHttp;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.ports.Shutter;
import io.undertow.Handlers;
import io.undertow.Undertow;
import io.undertow.UndertowOptions;
import io.undertow.server.HttpHandler;
import io.undertow.util.Headers;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;

/**
 * A host's own Undertow server: its TLS, its route {@code /hello}, and Shutter's handlers mounted at their
 * prefixes beside it ({@code /v1}, {@code /oauth}, {@code /health}; no operator API without an admin
 * token). Run it with a PKCS12 keystore: {@code HOST_KEYSTORE=host.p12 HOST_KEYSTORE_PASSWORD=...}.
 */
public final class UndertowHost implements AutoCloseable {

    /** What the host's own route answers. */
    public static final String GREETING = "hello from the host";

    private final Undertow server;

    private UndertowHost(Undertow server) {
        this.server = server;
    }

    /** Starts the host on {@code port} (0: any free one) of {@code address}, serving {@code shutter}'s handlers. */
    public static UndertowHost start(Shutter shutter, SSLContext tls, String address, int port) {
        ShutterHttp http = ShutterHttp.builder(shutter).build();
        HttpHandler hello = exchange -> {
            exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, "text/plain");
            exchange.getResponseSender().send(GREETING);
        };
        Undertow server = Undertow.builder()
                .setServerOption(UndertowOptions.ENABLE_HTTP2, true)
                .addHttpsListener(port, address, tls)
                .setHandler(Handlers.path()
                        .addExactPath("/hello", hello)
                        .addPrefixPath(ShutterHttp.API_PREFIX, http.api())
                        .addPrefixPath(ShutterHttp.OAUTH_PREFIX, http.oauth())
                        .addExactPath(ShutterHttp.HEALTH_PATH, http.health()))
                .build();
        server.start();
        return new UndertowHost(server);
    }

    /** The port the host listens on. */
    public int port() {
        return ((InetSocketAddress) server.getListenerInfo().get(0).getAddress()).getPort();
    }

    @Override
    public void close() {
        server.stop();
    }

    /** The host's TLS: the key and certificate of a PKCS12 keystore. */
    public static SSLContext tls(Path keystore, char[] password) {
        try (InputStream in = Files.newInputStream(keystore)) {
            KeyStore keys = KeyStore.getInstance("PKCS12");
            keys.load(in, password);
            KeyManagerFactory factory = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            factory.init(keys, password);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(factory.getKeyManagers(), null, null);
            return context;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot use the keystore " + keystore, e);
        }
    }

    /** Shutter in memory, the host on port 8443 of localhost. */
    public static void main(String[] args) {
        InMemoryStorage storage = new InMemoryStorage();
        Shutter shutter = Shutter.builder(storage).build();
        SSLContext tls = tls(
                Path.of(System.getenv("HOST_KEYSTORE")),
                System.getenv("HOST_KEYSTORE_PASSWORD").toCharArray());
        UndertowHost host = start(shutter, tls, "127.0.0.1", 8443);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            host.close();
            storage.close();
        }));
    }
}
