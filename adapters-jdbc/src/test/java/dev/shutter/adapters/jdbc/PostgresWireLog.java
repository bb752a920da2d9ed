package dev.shutter.adapters.jdbc;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A TCP proxy to PostgreSQL that reads what the client sends (the frontend protocol, unencrypted: {@code
 * sslmode=disable}) and, while {@link #recording}, writes down each round trip with the statements executed in
 * it, whichever client sends them (pgjdbc, Vert.x). A round trip is what a client sends before it reads an answer:
 * while recording, the server's answers are held back for {@link #HOLD_MILLIS}, so that statements a client
 * sends back to back, without waiting, all arrive before the first answer does.
 */
final class PostgresWireLog implements AutoCloseable {

    /** One round trip of one connection: the statements it executed, in order. */
    record RoundTrip(int connection, List<String> statements) {}

    private static final long HOLD_MILLIS = 40;
    private static final int SSL_REQUEST = 80877103;
    private static final int GSS_REQUEST = 80877104;

    private final ServerSocket listening;
    private final String host;
    private final int port;
    private final AtomicInteger connections = new AtomicInteger();
    private final List<RoundTrip> log = new ArrayList<>();
    private volatile boolean recording;

    PostgresWireLog(String url) throws IOException {
        URI uri = URI.create(url.substring("jdbc:".length()));
        this.host = uri.getHost();
        this.port = uri.getPort() < 0 ? 5432 : uri.getPort();
        this.listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        start(this::accept);
    }

    /** {@code url} through this proxy, unencrypted. */
    String proxied(String url) {
        return url.replaceFirst("//[^/]+/", "//127.0.0.1:" + listening.getLocalPort() + "/")
                + (url.contains("?") ? "&" : "?") + "sslmode=disable";
    }

    /** The round trips that executed a statement while {@code work} ran. */
    synchronized List<RoundTrip> during(Runnable work) {
        log.clear();
        recording = true;
        try {
            work.run();
            Thread.sleep(2 * HOLD_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            recording = false;
        }
        synchronized (log) {
            return log.stream().filter(trip -> !trip.statements().isEmpty()).toList();
        }
    }

    private void accept() {
        while (!listening.isClosed()) {
            try {
                Socket client = listening.accept();
                Socket server = new Socket(host, port);
                client.setTcpNoDelay(true);
                server.setTcpNoDelay(true);
                Connection connection = new Connection(connections.incrementAndGet());
                start(() -> connection.fromClient(client, server));
                start(() -> connection.fromServer(server, client));
            } catch (IOException e) {
                return;
            }
        }
    }

    /** One client's connection: its statements by name, its portals, and its round trip in progress. */
    private final class Connection {
        private final int id;
        private final Map<String, String> statements = new HashMap<>();
        private final Map<String, String> portals = new HashMap<>();
        private volatile boolean answered = true;
        private RoundTrip current;

        Connection(int id) {
            this.id = id;
        }

        void fromClient(Socket client, Socket server) {
            try (InputStream in = client.getInputStream();
                    OutputStream out = server.getOutputStream()) {
                boolean started = false;
                while (true) {
                    byte[] message = started ? typed(in) : untyped(in);
                    if (message == null) {
                        return;
                    }
                    if (!started) {
                        int code = ByteBuffer.wrap(message, 4, 4).getInt();
                        started = code != SSL_REQUEST && code != GSS_REQUEST;
                    } else {
                        seen(message);
                    }
                    out.write(message);
                    out.flush();
                }
            } catch (IOException e) {
                closeQuietly(client, server);
            }
        }

        void fromServer(Socket server, Socket client) {
            byte[] buffer = new byte[16384];
            try (InputStream in = server.getInputStream();
                    OutputStream out = client.getOutputStream()) {
                for (int read; (read = in.read(buffer)) >= 0; ) {
                    if (recording) {
                        Thread.sleep(HOLD_MILLIS);
                    }
                    // before it is passed on: what the client sends once it has read it is a round trip more
                    answered = true;
                    out.write(buffer, 0, read);
                    out.flush();
                }
            } catch (IOException | InterruptedException e) {
                closeQuietly(client, server);
            }
        }

        /** A message the client sent: a round trip starts when it sends after an answer. */
        private void seen(byte[] message) {
            if (answered) {
                answered = false;
                current = new RoundTrip(id, new ArrayList<>());
                if (recording) {
                    synchronized (log) {
                        log.add(current);
                    }
                }
            }
            Strings body = new Strings(message);
            switch ((char) message[0]) {
                case 'P' -> statements.put(body.next(), body.next());
                case 'B' -> portals.put(body.next(), statements.getOrDefault(body.next(), "?"));
                case 'E' -> executed(portals.getOrDefault(body.next(), "?"));
                case 'Q' -> executed(body.next());
                default -> {}
            }
        }

        private void executed(String statement) {
            if (!statement.isBlank()) {
                synchronized (log) {
                    current.statements().add(statement.strip());
                }
            }
        }
    }

    /** The NUL-terminated strings of a message's body, in order. */
    private static final class Strings {
        private final byte[] message;
        private int at = 5;

        Strings(byte[] message) {
            this.message = message;
        }

        String next() {
            int end = at;
            while (end < message.length && message[end] != 0) {
                end++;
            }
            String text = new String(message, at, end - at, StandardCharsets.UTF_8);
            at = end + 1;
            return text;
        }
    }

    /** A message with a type byte: the byte, a length that counts itself, the body. */
    private static byte[] typed(InputStream in) throws IOException {
        byte[] head = in.readNBytes(5);
        if (head.length < 5) {
            return null;
        }
        return withBody(in, head, ByteBuffer.wrap(head, 1, 4).getInt() - 4);
    }

    /** A message of the start of a connection: a length that counts itself, then a code. */
    private static byte[] untyped(InputStream in) throws IOException {
        byte[] head = in.readNBytes(4);
        if (head.length < 4) {
            return null;
        }
        return withBody(in, head, ByteBuffer.wrap(head).getInt() - 4);
    }

    private static byte[] withBody(InputStream in, byte[] head, int length) throws IOException {
        byte[] body = in.readNBytes(length);
        if (body.length < length) {
            return null;
        }
        ByteArrayOutputStream whole = new ByteArrayOutputStream(head.length + length);
        whole.write(head);
        whole.write(body);
        return whole.toByteArray();
    }

    private static void closeQuietly(Socket a, Socket b) {
        try {
            a.close();
            b.close();
        } catch (IOException ignored) {
            // closing anyway
        }
    }

    private static void start(Runnable task) {
        Thread thread = new Thread(task, "postgres-wire-log");
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void close() throws IOException {
        listening.close();
    }
}
