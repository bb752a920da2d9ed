package dev.shutter.adapters.jdbc;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;

/**
 * A PostgreSQL protocol proxy of the tests' own in front of the real server (which is never reconfigured): it
 * answers a client's SSLRequest with {@code S} and terminates TLS with the certificate it was given when TLS is
 * offered, with {@code N} when not, and forwards the plaintext to PostgreSQL. It records each session (whether it
 * was TLS, its {@code application_name}), and can freeze: forward nothing either way until thawed, as a database
 * that stopped answering. It can also lose the next {@code COMMIT} a client sends ({@link #loseNextCommit}): the
 * connection ends as the exchange that carries it goes out, before or after PostgreSQL had it.
 */
public final class PostgresProxy implements AutoCloseable {

    private static final int SSL_REQUEST = 80877103;
    private static final int GSS_REQUEST = 80877104;

    /** What becomes of the next exchange that carries a {@code COMMIT}. */
    public enum CommitLoss {
        /** It is not forwarded: the client's connection and PostgreSQL's session end without it. */
        BEFORE_POSTGRES,
        /**
         * It is not forwarded and the client's connection ends, while PostgreSQL's session stays open, its
         * transaction in progress (as behind a network that lost the client's side only), until the proxy closes.
         */
        BEFORE_POSTGRES_SESSION_KEPT,
        /** It is forwarded, PostgreSQL's answer is read and not relayed, then both connections end. */
        ANSWER,
        /** As {@link #ANSWER}, and the proxy freezes as the connections end: no new session is opened. */
        ANSWER_THEN_FREEZE
    }

    /** The end of a Parse's query text that is (or ends with) a {@code COMMIT}. */
    private static final byte[] COMMIT = "COMMIT\0".getBytes(StandardCharsets.US_ASCII);

    /** ReadyForQuery: the end of an answer. */
    private static final byte[] READY = {'Z', 0, 0, 0, 5};

    /** A session as the proxy saw it open. */
    public record Session(boolean tls, String applicationName) {}

    private final ServerSocket listener;
    private final SSLContext tls;
    private final String host;
    private final int port;
    private final List<Session> sessions = new CopyOnWriteArrayList<>();
    private final Set<Socket> sockets = ConcurrentHashMap.newKeySet();
    private volatile boolean offersTls;
    private volatile boolean frozen;
    private final AtomicReference<CommitLoss> commitLoss = new AtomicReference<>();
    private volatile byte[] lost = COMMIT;

    private PostgresProxy(ServerSocket listener, SSLContext tls, String host, int port) {
        this.listener = listener;
        this.tls = tls;
        this.host = host;
        this.port = port;
        this.offersTls = tls != null;
    }

    /** A proxy to {@code host:port} on a free local port, offering TLS with {@code tls} (none: plaintext only). */
    public static PostgresProxy start(String host, int port, SSLContext tls) throws IOException {
        PostgresProxy proxy =
                new PostgresProxy(new ServerSocket(0, 200, InetAddress.getLoopbackAddress()), tls, host, port);
        Thread acceptor = new Thread(proxy::accept, "postgres-proxy");
        acceptor.setDaemon(true);
        acceptor.start();
        return proxy;
    }

    /** A proxy to the tests' PostgreSQL ({@link PostgresTestDatabase}). */
    public static PostgresProxy toTestDatabase(SSLContext tls) throws IOException {
        PostgresUrl url = PostgresUrl.of(PostgresTestDatabase.baseUrl());
        return start(url.hosts(), Integer.parseInt(url.ports()), tls);
    }

    public int port() {
        return listener.getLocalPort();
    }

    /** {@code url} (a URL of the tests' database) through this proxy. */
    public String through(String url) {
        return url.replaceFirst("//[^/]+/", "//127.0.0.1:" + port() + "/");
    }

    /** Whether an SSLRequest is answered {@code S} (when the proxy has a certificate) or {@code N}. */
    public void offerTls(boolean offered) {
        this.offersTls = offered && tls != null;
    }

    /** Stops forwarding anything, both ways, until {@link #thaw}. */
    public void freeze() {
        frozen = true;
    }

    public void thaw() {
        frozen = false;
    }

    /** Loses the next exchange that carries a {@code COMMIT}, on whichever session sends it, as {@code loss} says. */
    public void loseNextCommit(CommitLoss loss) {
        lost = COMMIT;
        commitLoss.set(loss);
    }

    /** Loses the next exchange whose statement text holds {@code text}, as {@code loss} says ({@link #commitLost}). */
    public void loseNextCarrying(String text, CommitLoss loss) {
        lost = text.getBytes(StandardCharsets.UTF_8);
        commitLoss.set(loss);
    }

    /** Whether the loss asked for has happened. */
    public boolean commitLost() {
        return commitLoss.get() == null;
    }

    /** The sessions opened through the proxy so far. */
    public List<Session> sessions() {
        return List.copyOf(sessions);
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket client = listener.accept();
                sockets.add(client);
                Thread thread = new Thread(() -> serve(client), "postgres-proxy-session");
                thread.setDaemon(true);
                thread.start();
            } catch (IOException e) {
                return;
            }
        }
    }

    private void serve(Socket client) {
        try (Socket upstream = new Socket(host, port)) {
            sockets.add(upstream);
            Socket downstream = client;
            boolean encrypted = false;
            byte[] startup;
            while (true) {
                startup = message(downstream.getInputStream());
                int code = ((startup[4] & 0xff) << 24)
                        | ((startup[5] & 0xff) << 16)
                        | ((startup[6] & 0xff) << 8)
                        | (startup[7] & 0xff);
                if (code == SSL_REQUEST && offersTls && !encrypted) {
                    downstream.getOutputStream().write('S');
                    downstream.getOutputStream().flush();
                    SSLSocket secured = (SSLSocket)
                            tls.getSocketFactory().createSocket(downstream, null, downstream.getPort(), false);
                    secured.setUseClientMode(false);
                    secured.startHandshake();
                    sockets.add(secured);
                    downstream = secured;
                    encrypted = true;
                } else if (code == SSL_REQUEST || code == GSS_REQUEST) {
                    downstream.getOutputStream().write('N');
                    downstream.getOutputStream().flush();
                } else {
                    break;
                }
            }
            sessions.add(new Session(encrypted, parameter(startup, "application_name")));
            while (frozen && !listener.isClosed()) {
                Thread.sleep(5);
            }
            upstream.getOutputStream().write(startup);
            upstream.getOutputStream().flush();
            Socket from = downstream;
            AtomicReference<CommitLoss> losing = new AtomicReference<>();
            Thread back = new Thread(() -> pumpBack(upstream, from, losing), "postgres-proxy-back");
            back.setDaemon(true);
            back.start();
            pump(downstream, upstream, losing);
        } catch (IOException | RuntimeException e) {
            // the session ends; the client sees its connection closed
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            closeQuietly(client);
        }
    }

    /** One length-prefixed message of the start of a session (its length counts itself). */
    private static byte[] message(InputStream in) throws IOException {
        DataInputStream data = new DataInputStream(in);
        int length = data.readInt();
        if (length < 8 || length > 10_000) {
            throw new IOException("not a start of a PostgreSQL session");
        }
        byte[] message = new byte[length];
        message[0] = (byte) (length >>> 24);
        message[1] = (byte) (length >>> 16);
        message[2] = (byte) (length >>> 8);
        message[3] = (byte) length;
        data.readFully(message, 4, length - 4);
        return message;
    }

    private static String parameter(byte[] startup, String name) {
        String[] fields = new String(startup, 8, startup.length - 8, StandardCharsets.UTF_8).split("\0");
        for (int i = 0; i + 1 < fields.length; i += 2) {
            if (fields[i].equals(name)) {
                return fields[i + 1];
            }
        }
        return "";
    }

    /** Client to PostgreSQL; an exchange that carries a {@code COMMIT} is lost when a loss is asked for. */
    private void pump(Socket from, Socket to, AtomicReference<CommitLoss> losing) {
        byte[] buffer = new byte[16 * 1024];
        try {
            InputStream in = from.getInputStream();
            OutputStream out = to.getOutputStream();
            for (int n; (n = in.read(buffer)) >= 0; ) {
                while (frozen && !listener.isClosed()) {
                    Thread.sleep(5);
                }
                CommitLoss loss = contains(buffer, n, lost) ? commitLoss.getAndSet(null) : null;
                if (loss == CommitLoss.BEFORE_POSTGRES_SESSION_KEPT) {
                    closeQuietly(from);
                    while (!listener.isClosed() && !to.isClosed()) {
                        Thread.sleep(20); // the session stays open (the caller closes it as this returns)
                    }
                    return;
                }
                if (loss == CommitLoss.BEFORE_POSTGRES) {
                    closeQuietly(to);
                    return;
                }
                losing.set(loss);
                out.write(buffer, 0, n);
                out.flush();
            }
            closeQuietly(to);
        } catch (IOException e) {
            closeQuietly(to); // one side closed: close both
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            closeQuietly(from);
        }
    }

    /** PostgreSQL to client; an answer to a lost {@code COMMIT} is read to its end and not relayed. */
    private void pumpBack(Socket from, Socket to, AtomicReference<CommitLoss> losing) {
        byte[] buffer = new byte[16 * 1024];
        try {
            InputStream in = from.getInputStream();
            OutputStream out = to.getOutputStream();
            for (int n; (n = in.read(buffer)) >= 0; ) {
                while (frozen && !listener.isClosed()) {
                    Thread.sleep(5);
                }
                CommitLoss loss = losing.get();
                if (loss == null) {
                    out.write(buffer, 0, n);
                    out.flush();
                } else if (contains(buffer, n, READY)) {
                    frozen = loss == CommitLoss.ANSWER_THEN_FREEZE;
                    return;
                }
            }
        } catch (IOException e) {
            // one side closed: close both
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            closeQuietly(from);
            closeQuietly(to);
        }
    }

    private static boolean contains(byte[] buffer, int length, byte[] wanted) {
        for (int i = 0; i + wanted.length <= length; i++) {
            int j = 0;
            while (j < wanted.length && buffer[i + j] == wanted[j]) {
                j++;
            }
            if (j == wanted.length) {
                return true;
            }
        }
        return false;
    }

    private void closeQuietly(Socket socket) {
        sockets.remove(socket);
        try {
            socket.close();
        } catch (IOException e) {
            // closing
        }
    }

    @Override
    public void close() throws IOException {
        listener.close();
        for (Socket socket : sockets) {
            closeQuietly(socket);
        }
    }
}
