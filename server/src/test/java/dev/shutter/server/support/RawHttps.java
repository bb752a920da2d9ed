package dev.shutter.server.support;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;

/**
 * HTTP/1.1 written by hand over TLS (or plain TCP), for requests the JDK's client refuses to send:
 * broken percent-encoding in the URL, bytes that are not UTF-8.
 */
public final class RawHttps {

    private static SSLContext tls;

    private RawHttps() {}

    /** The TLS context that trusts the test keystore, made once. */
    static synchronized SSLContext tls() {
        if (tls == null) {
            tls = Browser.trusting(TestServers.sharedDataDir());
        }
        return tls;
    }

    /** Sends {@code requestLine} (e.g. {@code GET /x HTTP/1.1}) with a body; the whole raw answer. */
    public static Raw send(int port, boolean tls, String requestLine, String contentType, byte[] body) {
        return sendWithHeaders(
                port,
                tls,
                requestLine,
                contentType == null ? List.of() : List.of("Content-Type: " + contentType),
                body);
    }

    /**
     * Sends {@code requestLine} and {@code headers} (whole lines, {@code Name: value}) with a body, each
     * character of the head written as the one byte of its ISO-8859-1 code: a request line can carry any
     * byte. The whole raw answer.
     */
    public static Raw sendWithHeaders(int port, boolean tls, String requestLine, List<String> headers, byte[] body) {
        String head = head(port, requestLine, headers, body, true);
        return exchange(port, tls, head, body == null ? List.of() : List.of(body), 0);
    }

    /**
     * The head of a request to localhost: the request line, Host, {@code Connection: close} when {@code
     * close}, {@code headers}, the body's Content-Length, the blank line.
     */
    static String head(int port, String requestLine, List<String> headers, byte[] body, boolean close) {
        StringBuilder head = new StringBuilder(requestLine)
                .append("\r\nHost: localhost:")
                .append(port)
                .append("\r\n");
        if (close) {
            head.append("Connection: close\r\n");
        }
        for (String header : headers) {
            head.append(header).append("\r\n");
        }
        if (body != null) {
            head.append("Content-Length: ").append(body.length).append("\r\n");
        }
        return head.append("\r\n").toString();
    }

    /**
     * Sends {@code head} (the request line and headers, each line ending in CRLF, the blank line included)
     * and then each of {@code pieces}, pausing {@code pauseMillis} before each piece: a slow client. The
     * whole raw answer.
     */
    public static Raw sendInPieces(int port, String head, List<byte[]> pieces, long pauseMillis) {
        return exchange(port, true, head, pieces, pauseMillis);
    }

    private static Raw exchange(int port, boolean tls, String head, List<byte[]> pieces, long pauseMillis) {
        try (Socket socket =
                tls ? tls().getSocketFactory().createSocket("localhost", port) : new Socket("localhost", port)) {
            socket.setSoTimeout(10_000);
            if (socket instanceof SSLSocket ssl) {
                ssl.startHandshake();
            }
            OutputStream out = socket.getOutputStream();
            IOException refused = null;
            try {
                out.write(head.getBytes(StandardCharsets.ISO_8859_1));
                for (byte[] piece : pieces) {
                    if (pauseMillis > 0) {
                        out.flush();
                        Thread.sleep(pauseMillis);
                    }
                    out.write(piece);
                }
                out.flush();
            } catch (IOException e) {
                // The server may answer and close before reading all of a request it refuses: read that answer.
                refused = e;
            }
            byte[] answer = readAnswer(socket, refused);
            return new Raw(new String(answer, StandardCharsets.UTF_8), new String(answer, StandardCharsets.ISO_8859_1));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static byte[] readAnswer(Socket socket, IOException refused) throws IOException {
        try {
            byte[] answer = socket.getInputStream().readAllBytes();
            if (answer.length == 0 && refused != null) {
                throw refused;
            }
            return answer;
        } catch (IOException e) {
            if (refused != null) {
                e.addSuppressed(refused);
            }
            throw e;
        }
    }

    /** GET {@code target} exactly as written. */
    public static Raw get(int port, String target) {
        return send(port, true, "GET " + target + " HTTP/1.1", null, null);
    }

    /** A raw answer: as UTF-8 text, and byte for byte as ISO-8859-1 ({@code latin1}). */
    public record Raw(String text, String latin1) {
        public int status() {
            return Integer.parseInt(text.substring(9, 12));
        }

        public String body() {
            int split = text.indexOf("\r\n\r\n");
            return split < 0 ? "" : text.substring(split + 4);
        }

        public boolean hasHeader(String name) {
            return head().toLowerCase(Locale.ROOT).contains("\r\n" + name.toLowerCase(Locale.ROOT) + ":");
        }

        /** The status line and the headers. */
        public String head() {
            return text.substring(0, Math.max(0, text.indexOf("\r\n\r\n")));
        }

        /** The first value of header {@code name}, or null. */
        public String header(String name) {
            String wanted = name.toLowerCase(Locale.ROOT) + ":";
            for (String line : head().split("\r\n")) {
                if (line.toLowerCase(Locale.ROOT).startsWith(wanted)) {
                    return line.substring(wanted.length()).trim();
                }
            }
            return null;
        }

        /** The body as UTF-8, with any chunked transfer coding undone. */
        public String content() {
            int split = latin1.indexOf("\r\n\r\n");
            String body = split < 0 ? "" : latin1.substring(split + 4);
            String coding = header("Transfer-Encoding");
            if (coding == null || !coding.toLowerCase(Locale.ROOT).contains("chunked")) {
                return utf8(body);
            }
            StringBuilder out = new StringBuilder();
            int at = 0;
            while (at < body.length()) {
                int eol = body.indexOf("\r\n", at);
                if (eol < 0) {
                    throw new IllegalStateException("a chunk without its size line: " + body);
                }
                String sizeField = body.substring(at, eol).split(";", 2)[0].trim();
                int size = Integer.parseInt(sizeField, 16);
                if (size == 0) {
                    return utf8(out.toString());
                }
                out.append(body, eol + 2, eol + 2 + size);
                at = eol + 2 + size + 2;
            }
            throw new IllegalStateException("a chunked body without its last chunk: " + body);
        }

        private static String utf8(String latin1) {
            return new String(latin1.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
        }
    }
}
