package dev.shutter.server.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP proxy of a test's own between a server and its database: {@link #cut()} breaks every connection
 * through it and refuses new ones, as a database that went down would; {@link #restore()} listens again on
 * the same port. The shared database itself is never stopped.
 */
public final class TcpProxy implements AutoCloseable {

    private final String targetHost;
    private final int targetPort;
    private final int port;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private volatile ServerSocket listener;

    /** Listens on a free loopback port and forwards to {@code targetHost:targetPort}. */
    public TcpProxy(String targetHost, int targetPort) {
        this.targetHost = targetHost;
        this.targetPort = targetPort;
        this.listener = listen(0);
        this.port = listener.getLocalPort();
        accept(listener);
    }

    /** The port to connect to. */
    public int port() {
        return port;
    }

    /** Closes every connection through the proxy and stops listening. */
    public synchronized void cut() {
        closeQuietly(listener);
        for (Socket socket : open) {
            closeQuietly(socket);
        }
        open.clear();
    }

    /** Listens again on the same port. */
    public synchronized void restore() {
        listener = listen(port);
        accept(listener);
    }

    @Override
    public void close() {
        cut();
    }

    private ServerSocket listen(int onPort) {
        try {
            ServerSocket socket = new ServerSocket();
            socket.setReuseAddress(true);
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), onPort));
            return socket;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void accept(ServerSocket from) {
        Thread acceptor = new Thread(
                () -> {
                    while (!from.isClosed()) {
                        try {
                            Socket client = from.accept();
                            Socket server = new Socket(targetHost, targetPort);
                            open.add(client);
                            open.add(server);
                            pump(client, server);
                            pump(server, client);
                        } catch (IOException e) {
                            // closed by cut(), or the target refused: the client sees its connection end
                        }
                    }
                },
                "tcp-proxy-accept-" + port);
        acceptor.setDaemon(true);
        acceptor.start();
    }

    private static void pump(Socket from, Socket to) {
        Thread thread = new Thread(
                () -> {
                    byte[] buffer = new byte[16 * 1024];
                    try (InputStream in = from.getInputStream();
                            OutputStream out = to.getOutputStream()) {
                        int read;
                        while ((read = in.read(buffer)) >= 0) {
                            out.write(buffer, 0, read);
                            out.flush();
                        }
                    } catch (IOException e) {
                        // one side closed
                    } finally {
                        closeQuietly(from);
                        closeQuietly(to);
                    }
                },
                "tcp-proxy-pump");
        thread.setDaemon(true);
        thread.start();
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception e) {
            // already closed
        }
    }
}
