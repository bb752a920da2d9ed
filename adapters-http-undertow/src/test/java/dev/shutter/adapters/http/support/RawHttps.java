package dev.shutter.adapters.http.support;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import javax.net.ssl.SSLSocket;

/**
 * HTTP/1.1 written by hand over TLS (or plain TCP), for requests the JDK's client refuses to send:
 * broken percent-encoding in the URL, bytes that are not UTF-8.
 */
public final class RawHttps {

    private RawHttps() {}

    /** Sends {@code requestLine} (e.g. {@code GET /x HTTP/1.1}) with a body; the whole raw answer. */
    public static Raw send(int port, boolean tls, String requestLine, String contentType, byte[] body) {
        try (Socket socket = tls
                ? Browser.trusting(TestServers.sharedDataDir())
                        .getSocketFactory()
                        .createSocket("localhost", port)
                : new Socket("localhost", port)) {
            socket.setSoTimeout(10_000);
            if (socket instanceof SSLSocket ssl) {
                ssl.startHandshake();
            }
            StringBuilder head = new StringBuilder(requestLine)
                    .append("\r\nHost: localhost:")
                    .append(port)
                    .append("\r\nConnection: close\r\n");
            if (contentType != null) {
                head.append("Content-Type: ").append(contentType).append("\r\n");
            }
            if (body != null) {
                head.append("Content-Length: ").append(body.length).append("\r\n");
            }
            head.append("\r\n");
            OutputStream out = socket.getOutputStream();
            out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
            if (body != null) {
                out.write(body);
            }
            out.flush();
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return new Raw(answer);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** GET {@code target} exactly as written. */
    public static Raw get(int port, String target) {
        return send(port, true, "GET " + target + " HTTP/1.1", null, null);
    }

    /** A raw answer. */
    public record Raw(String text) {
        public int status() {
            return Integer.parseInt(text.substring(9, 12));
        }

        public String body() {
            int split = text.indexOf("\r\n\r\n");
            return split < 0 ? "" : text.substring(split + 4);
        }

        public boolean hasHeader(String name) {
            return text.substring(0, Math.max(0, text.indexOf("\r\n\r\n")))
                    .toLowerCase(java.util.Locale.ROOT)
                    .contains("\r\n" + name.toLowerCase(java.util.Locale.ROOT) + ":");
        }
    }
}
