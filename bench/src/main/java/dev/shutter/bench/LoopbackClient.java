package dev.shutter.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * HTTPS to a server on 127.0.0.1 only, trusting exactly the certificate of the benchmark's keystore,
 * following no redirect, keeping cookies as one browser would.
 */
final class LoopbackClient {

    private static final String LOOPBACK = "https://127.0.0.1:";

    private final String base;
    private final HttpClient http;
    private final Map<String, String> cookies = new ConcurrentHashMap<>();

    LoopbackClient(String base, Path keystore, Path passwordFile) {
        if (!base.startsWith(LOOPBACK) || !base.substring(LOOPBACK.length()).matches("[0-9]{1,5}")) {
            throw new IllegalArgumentException("the benchmark talks to https://127.0.0.1:<port> only, not " + base);
        }
        this.base = base;
        this.http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .sslContext(trusting(keystore, passwordFile))
                .followRedirects(HttpClient.Redirect.NEVER)
                .connectTimeout(Duration.ofSeconds(10))
                .build();
    }

    String base() {
        return base;
    }

    /** The cookies held, as a {@code Cookie} header value. */
    String cookieHeader() {
        return cookies.entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining("; "));
    }

    HttpResponse<String> get(String pathAndQuery, String... headers) {
        return send(request(pathAndQuery, headers).GET().build());
    }

    HttpResponse<String> postForm(String path, Map<String, String> form, String... headers) {
        return send(formRequest(path, form, headers));
    }

    HttpResponse<String> postJson(String path, String json, String... headers) {
        return send(request(path, headers)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8))
                .build());
    }

    static String encode(Map<String, String> form) {
        return form.entrySet().stream()
                .map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                        + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
    }

    private HttpRequest formRequest(String path, Map<String, String> form, String... headers) {
        return request(path, headers)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(encode(form), StandardCharsets.UTF_8))
                .build();
    }

    private HttpRequest.Builder request(String pathAndQuery, String... headers) {
        HttpRequest.Builder builder =
                HttpRequest.newBuilder(URI.create(base + pathAndQuery)).timeout(Duration.ofSeconds(30));
        for (int i = 0; i + 1 < headers.length; i += 2) {
            builder.header(headers[i], headers[i + 1]);
        }
        if (!cookies.isEmpty()) {
            builder.header("Cookie", cookieHeader());
        }
        return builder;
    }

    private HttpResponse<String> send(HttpRequest request) {
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            for (String setCookie : response.headers().allValues("Set-Cookie")) {
                String pair = setCookie.split(";", 2)[0];
                int eq = pair.indexOf('=');
                if (eq <= 0) {
                    continue;
                }
                if (eq == pair.length() - 1 || setCookie.contains("Max-Age=0")) {
                    cookies.remove(pair.substring(0, eq));
                } else {
                    cookies.put(pair.substring(0, eq), pair.substring(eq + 1));
                }
            }
            return response;
        } catch (IOException e) {
            throw new UncheckedIOException(
                    request.method() + " " + request.uri().getPath() + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private static SSLContext trusting(Path keystore, Path passwordFile) {
        try {
            char[] password = Files.readString(passwordFile).trim().toCharArray();
            KeyStore keys = KeyStore.getInstance("PKCS12");
            try (InputStream in = Files.newInputStream(keystore)) {
                keys.load(in, password);
            }
            KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
            trust.load(null, null);
            var aliases = keys.aliases();
            while (aliases.hasMoreElements()) {
                String alias = aliases.nextElement();
                trust.setCertificateEntry(alias, keys.getCertificate(alias));
            }
            TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            factory.init(trust);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, factory.getTrustManagers(), null);
            return context;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
