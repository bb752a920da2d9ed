package dev.shutter.examples.jetty;

import dev.shutter.adapters.http.Surface;
import dev.shutter.adapters.http.servlet.ShutterServlet;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.ports.Shutter;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.file.Path;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.SslConnectionFactory;
import org.eclipse.jetty.util.ssl.SslContextFactory;

/**
 * A host's own Jetty 12.1 server (Servlet 6.0, ee10): its TLS, its servlet {@code /hello}, and Shutter's servlet
 * registered beside it under {@code /social/*} ({@code /social/oauth/...}, {@code /social/health}, the metadata
 * at {@code /social/.well-known/oauth-authorization-server}; no operator API without an admin token). Run it with
 * a PKCS12 keystore: {@code HOST_KEYSTORE=host.p12 HOST_KEYSTORE_PASSWORD=...}.
 */
public final class JettyHost implements AutoCloseable {

    /** What the host's own servlet answers. */
    public static final String GREETING = "hello from the host";

    /** Where the host mounts Shutter. */
    public static final String MOUNT = "/social";

    private final Server server;
    private final ServerConnector connector;

    private JettyHost(Server server, ServerConnector connector) {
        this.server = server;
        this.connector = connector;
    }

    /**
     * Starts the host on {@code port} (0: any free one) of {@code address}, with the key of {@code keystore},
     * serving {@code shutter} under {@value #MOUNT}.
     */
    public static JettyHost start(Shutter shutter, Path keystore, String password, String address, int port)
            throws Exception {
        Server server = new Server();
        HttpConfiguration https = new HttpConfiguration();
        https.addCustomizer(new SecureRequestCustomizer()); // isSecure() and the https scheme for TLS requests
        https.setRequestHeaderSize(32 * 1024); // above the 16 KiB Shutter answers itself
        SslContextFactory.Server tls = new SslContextFactory.Server();
        tls.setKeyStorePath(keystore.toString());
        tls.setKeyStorePassword(password);
        tls.setKeyStoreType("PKCS12");
        ServerConnector connector = new ServerConnector(
                server, new SslConnectionFactory(tls, "http/1.1"), new HttpConnectionFactory(https));
        connector.setHost(address);
        connector.setPort(port);
        server.addConnector(connector);

        ServletContextHandler context = new ServletContextHandler("/");
        context.addServlet(new ServletHolder(new Hello()), "/hello");
        // Shutter: the surface of this Shutter, one asynchronous servlet under the host's prefix.
        ServletHolder social =
                new ServletHolder(new ShutterServlet(Surface.builder(shutter).build()));
        social.setAsyncSupported(true);
        context.addServlet(social, MOUNT + "/*");
        server.setHandler(context);
        server.start();
        return new JettyHost(server, connector);
    }

    /** The port the host listens on. */
    public int port() {
        return connector.getLocalPort();
    }

    @Override
    public void close() {
        try {
            server.stop();
        } catch (Exception e) {
            throw new IllegalStateException("the host did not stop", e);
        }
    }

    /** The host's own servlet. */
    private static final class Hello extends HttpServlet {

        private static final long serialVersionUID = 1L;

        @Override
        protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
            response.setContentType("text/plain");
            response.getWriter().write(GREETING);
        }
    }

    /** Shutter in memory, the host on port 8443 of localhost. */
    public static void main(String[] args) throws Exception {
        InMemoryStorage storage = new InMemoryStorage();
        Shutter shutter = Shutter.builder(storage).build();
        JettyHost host = start(
                shutter,
                Path.of(System.getenv("HOST_KEYSTORE")),
                System.getenv("HOST_KEYSTORE_PASSWORD"),
                "127.0.0.1",
                8443);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            host.close();
            storage.close();
        }));
    }
}
