package dev.shutter.server.support;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import javax.net.ssl.SSLSocket;

/**
 * Hand-written HTTP/1.1 requests over one TLS connection kept open between them (persistent, RFC 9112
 * section 9.3), for sending many: each answer is read to its end by its framing (Content-Length, chunks,
 * none for HEAD, 1xx, 204 and 304), and the connection is reused unless the answer said {@code
 * Connection: close}, had no framing or the server stopped reading the request. A connection the server
 * closed while idle is opened again once, which a hostile request may cause. A request whose head holds a
 * CR or LF of its own cannot be framed apart from the next, so it goes on a connection of its own ({@link
 * RawHttps#sendWithHeaders}).
 */
public final class RawHttpsConnection implements AutoCloseable {

    private final int port;
    private Socket socket;
    private InputStream in;
    private OutputStream out;
    private long opened;

    /** Requests to {@code port} on localhost; no connection is opened before the first. */
    public RawHttpsConnection(int port) {
        this.port = port;
    }

    /** How many TLS connections this has opened so far (one a request without reuse). */
    public long opened() {
        return opened;
    }

    /**
     * Sends {@code requestLine} and {@code headers} (whole lines, {@code Name: value}, each character
     * written as the one byte of its ISO-8859-1 code) with a body ({@code null} sends none), on the kept
     * connection when there is one. The whole raw answer, as {@link RawHttps#sendWithHeaders} gives it.
     */
    public RawHttps.Raw send(String requestLine, List<String> headers, byte[] body) {
        String head = requestLine + String.join("", headers);
        if (head.indexOf('\r') >= 0 || head.indexOf('\n') >= 0) {
            close();
            opened++;
            return RawHttps.sendWithHeaders(port, true, requestLine, headers, body);
        }
        byte[] bytes = RawHttps.head(port, requestLine, headers, body, false).getBytes(StandardCharsets.ISO_8859_1);
        boolean isHead = requestLine.startsWith("HEAD ");
        try {
            boolean reused = socket != null;
            if (reused && in.available() > 0) {
                throw new IllegalStateException("the server sent more than the answer to the last request");
            }
            try {
                return exchange(bytes, body, isHead);
            } catch (IOException e) {
                if (!reused || !(e instanceof NoAnswerException)) {
                    throw e;
                }
                // The server had closed the kept connection (it may after an answer): once on a new one.
                return exchange(bytes, body, isHead);
            }
        } catch (IOException e) {
            close();
            throw new UncheckedIOException(e);
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /** Closes the kept connection, if one is open. */
    @Override
    public void close() {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException e) {
                // closing a connection that is already gone: nothing to keep
            }
            socket = null;
            in = null;
            out = null;
        }
    }

    private RawHttps.Raw exchange(byte[] head, byte[] body, boolean isHead) throws IOException {
        if (socket == null) {
            open();
        }
        IOException refused = null;
        try {
            out.write(head);
            if (body != null) {
                out.write(body);
            }
            out.flush();
        } catch (IOException e) {
            // The server may answer and close before reading all of a request it refuses: read that answer.
            refused = e;
        }
        Answer answer;
        try {
            answer = readAnswer(isHead);
        } catch (IOException e) {
            close();
            if (refused != null) {
                e.addSuppressed(refused);
            }
            throw e;
        }
        if (refused != null || !answer.keepsConnection()) {
            close();
        }
        byte[] bytes = answer.bytes();
        return new RawHttps.Raw(
                new String(bytes, StandardCharsets.UTF_8), new String(bytes, StandardCharsets.ISO_8859_1));
    }

    private void open() throws IOException {
        Socket opening = RawHttps.tls().getSocketFactory().createSocket("localhost", port);
        try {
            opening.setSoTimeout(10_000);
            opening.setTcpNoDelay(true);
            ((SSLSocket) opening).startHandshake();
            in = new BufferedInputStream(opening.getInputStream(), 16_384);
            out = new BufferedOutputStream(opening.getOutputStream(), 16_384);
        } catch (IOException | RuntimeException e) {
            opening.close();
            throw e;
        }
        socket = opening;
        opened++;
    }

    /** One answer (and any 1xx before it), read to the end of its framing. */
    private Answer readAnswer(boolean isHead) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        while (true) {
            String head = readHead(all);
            int status = Integer.parseInt(head.substring(9, 12));
            if (status >= 100 && status < 200) {
                continue; // an interim answer: the final one follows
            }
            boolean close = hasToken(head, "connection", "close");
            if (isHead || status == 204 || status == 304) {
                return new Answer(all.toByteArray(), !close);
            }
            if (hasToken(head, "transfer-encoding", "chunked")) {
                readChunks(all);
                return new Answer(all.toByteArray(), !close);
            }
            String length = header(head, "content-length");
            if (length != null) {
                copy(Long.parseLong(length.trim()), all);
                return new Answer(all.toByteArray(), !close);
            }
            all.write(in.readAllBytes()); // no framing: the body ends with the connection
            return new Answer(all.toByteArray(), false);
        }
    }

    /** The status line and headers up to the blank line, appended to {@code all}; as ISO-8859-1 text. */
    private String readHead(ByteArrayOutputStream all) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int b;
            try {
                b = in.read();
            } catch (IOException e) {
                if (head.size() == 0 && all.size() == 0) {
                    throw new NoAnswerException("no answer: " + e.getMessage());
                }
                throw e;
            }
            if (b < 0) {
                if (head.size() == 0 && all.size() == 0) {
                    throw new NoAnswerException("the connection closed before any answer");
                }
                throw new EOFException("the connection closed inside an answer's head");
            }
            head.write(b);
            matched = (b == (matched % 2 == 0 ? '\r' : '\n')) ? matched + 1 : (b == '\r' ? 1 : 0);
        }
        all.write(head.toByteArray());
        return head.toString(StandardCharsets.ISO_8859_1);
    }

    private void readChunks(ByteArrayOutputStream all) throws IOException {
        while (true) {
            String sizeLine = readLine(all);
            long size = Long.parseLong(sizeLine.split(";", 2)[0].trim(), 16);
            if (size == 0) {
                while (!readLine(all).isEmpty()) {
                    // trailer fields, up to the blank line
                }
                return;
            }
            copy(size + 2, all); // the chunk and its CRLF
        }
    }

    private String readLine(ByteArrayOutputStream all) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int previous = -1;
        while (true) {
            int b = in.read();
            if (b < 0) {
                throw new EOFException("the connection closed inside a chunked body");
            }
            all.write(b);
            if (previous == '\r' && b == '\n') {
                byte[] bytes = line.toByteArray();
                return new String(bytes, 0, bytes.length - 1, StandardCharsets.ISO_8859_1);
            }
            line.write(b);
            previous = b;
        }
    }

    private void copy(long count, ByteArrayOutputStream all) throws IOException {
        byte[] buffer = new byte[8_192];
        long left = count;
        while (left > 0) {
            int n = in.read(buffer, 0, (int) Math.min(buffer.length, left));
            if (n < 0) {
                throw new EOFException("the connection closed " + left + " bytes before the answer's end");
            }
            all.write(buffer, 0, n);
            left -= n;
        }
    }

    /** The first value of header {@code name} (lower case) in {@code head}, or null. */
    private static String header(String head, String name) {
        for (String line : head.split("\r\n")) {
            int colon = line.indexOf(':');
            if (colon > 0
                    && line.substring(0, colon).trim().toLowerCase(Locale.ROOT).equals(name)) {
                return line.substring(colon + 1).trim();
            }
        }
        return null;
    }

    private static boolean hasToken(String head, String name, String token) {
        String value = header(head, name);
        if (value == null) {
            return false;
        }
        for (String part : value.split(",")) {
            if (part.trim().equalsIgnoreCase(token)) {
                return true;
            }
        }
        return false;
    }

    private record Answer(byte[] bytes, boolean keepsConnection) {}

    /** The connection ended (or failed) before the first byte of an answer. */
    private static final class NoAnswerException extends IOException {
        private static final long serialVersionUID = 1L;

        NoAnswerException(String message) {
            super(message);
        }
    }
}
