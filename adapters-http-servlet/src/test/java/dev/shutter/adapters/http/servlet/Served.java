package dev.shutter.adapters.http.servlet;

import dev.shutter.adapters.http.ShutterHttp;
import io.undertow.Undertow;
import io.undertow.UndertowOptions;
import io.undertow.server.HttpHandler;
import jakarta.servlet.Servlet;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.util.Map;
import org.apache.catalina.Context;
import org.apache.catalina.LifecycleException;
import org.apache.catalina.Wrapper;
import org.apache.catalina.connector.Connector;
import org.apache.catalina.startup.Tomcat;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * A web server on an ephemeral port of 127.0.0.1, serving servlets under their mappings (Tomcat 11, Jetty 12.1)
 * or the Undertow binding's handler: what the tests send real HTTP to. Each container's header limit is raised
 * above the surface's own, so that the surface's refusal is what answers a large head.
 */
interface Served extends AutoCloseable {

    int HEADER_LIMIT = 64 * 1024;

    /** {@code http://127.0.0.1:port}. */
    String origin();

    @Override
    void close();

    /** A server at {@code origin} that {@code stop} stops. */
    record Running(String origin, Runnable stop) implements Served {

        Running(int port, Runnable stop) {
            this("http://127.0.0.1:" + port, stop);
        }

        @Override
        public void close() {
            stop.run();
        }
    }

    /** Tomcat 11 with {@code servlets} (mapping to servlet) in the root context. */
    static Served tomcat(Map<String, Servlet> servlets) {
        return tomcat("", servlets);
    }

    /** Tomcat 11 with {@code servlets} (mapping to servlet) in the context at {@code contextPath}. */
    static Served tomcat(String contextPath, Map<String, Servlet> servlets) {
        try {
            Tomcat tomcat = new Tomcat();
            tomcat.setBaseDir(Files.createTempDirectory("tomcat").toString());
            Connector connector = new Connector();
            connector.setPort(0);
            connector.setProperty("address", "127.0.0.1");
            connector.setProperty("maxHttpRequestHeaderSize", String.valueOf(HEADER_LIMIT));
            tomcat.setConnector(connector);
            Context context = tomcat.addContext(contextPath, null);
            int n = 0;
            for (Map.Entry<String, Servlet> entry : servlets.entrySet()) {
                String name = "shutter" + n++;
                Wrapper wrapper = Tomcat.addServlet(context, name, entry.getValue());
                wrapper.setAsyncSupported(true);
                context.addServletMapping(entry.getKey(), name);
            }
            tomcat.start();
            return new Running(connector.getLocalPort(), () -> {
                try {
                    tomcat.stop();
                    tomcat.destroy();
                } catch (LifecycleException e) {
                    throw new IllegalStateException(e);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (LifecycleException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Jetty 12.1 (ee10) with {@code servlets} (mapping to servlet) in the root context. */
    static Served jetty(Map<String, Servlet> servlets) {
        return jetty("", servlets);
    }

    /** Jetty 12.1 (ee10) with {@code servlets} (mapping to servlet) in the context at {@code contextPath}. */
    static Served jetty(String contextPath, Map<String, Servlet> servlets) {
        Server server = new Server();
        HttpConfiguration config = new HttpConfiguration();
        config.setRequestHeaderSize(HEADER_LIMIT);
        ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(config));
        connector.setHost("127.0.0.1");
        connector.setPort(0);
        server.addConnector(connector);
        ServletContextHandler context = new ServletContextHandler(contextPath.isEmpty() ? "/" : contextPath);
        servlets.forEach((mapping, servlet) -> {
            ServletHolder holder = new ServletHolder(servlet);
            holder.setAsyncSupported(true);
            context.addServlet(holder, mapping);
        });
        server.setHandler(context);
        try {
            server.start();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return new Running(connector.getLocalPort(), () -> {
            try {
                server.stop();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    /** The bundled binding on Undertow ({@link ShutterHttp#handler()} or another of its handlers), URLs left undecoded. */
    static Served undertow(HttpHandler handler) {
        Undertow server = Undertow.builder()
                .addHttpListener(0, "127.0.0.1")
                .setServerOption(UndertowOptions.DECODE_URL, false)
                .setServerOption(UndertowOptions.MAX_HEADER_SIZE, HEADER_LIMIT)
                .setHandler(handler)
                .build();
        server.start();
        return new Running(((InetSocketAddress) server.getListenerInfo().get(0).getAddress()).getPort(), server::stop);
    }
}
