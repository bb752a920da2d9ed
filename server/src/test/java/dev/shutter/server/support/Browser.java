package dev.shutter.server.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * A client over real HTTPS with the JDK's HttpClient: it trusts the server's self-signed certificate,
 * follows no redirect, and keeps its own cookies (as a browser would, for one site). Every answer is checked
 * against the server's OpenAPI document ({@link ApiContract}): one that does not match fails the test.
 */
public final class Browser {

    private static final Pattern HIDDEN =
            Pattern.compile("<input type=\"hidden\" name=\"([^\"]*)\" value=\"([^\"]*)\">");
    private static HttpClient client;

    private final String base;
    private final Map<String, String> cookies = new LinkedHashMap<>();

    public Browser(String base) {
        this.base = base;
    }

    /** A browser on the shared test server. */
    public static Browser onShared() {
        return new Browser(TestServers.shared().baseUrl());
    }

    /** The shared HTTP client (HTTP/2 when the server offers it). */
    public static synchronized HttpClient client() {
        if (client == null) {
            client = HttpClient.newBuilder()
                    .sslContext(trusting(TestServers.sharedDataDir()))
                    .followRedirects(HttpClient.Redirect.NEVER)
                    .build();
        }
        return client;
    }

    /** GET {@code target} (a path, or an absolute URL), with header name-value pairs. */
    public HttpResponse<String> get(String target, String... headers) {
        return send(request(target, headers).GET());
    }

    /** {@code method} with no body. */
    public HttpResponse<String> call(String method, String target, String... headers) {
        return send(request(target, headers).method(method, HttpRequest.BodyPublishers.noBody()));
    }

    /** POST an urlencoded form built from {@code fields}. */
    public HttpResponse<String> form(String target, Map<String, String> fields, String... headers) {
        return post(target, "application/x-www-form-urlencoded", Forms.encode(fields), headers);
    }

    /** POST {@code body} with {@code contentType} (null: none). */
    public HttpResponse<String> post(String target, String contentType, String body, String... headers) {
        return send("POST", target, contentType, body, headers);
    }

    /** {@code method} with {@code body} of {@code contentType} (null: none). */
    public HttpResponse<String> send(String method, String target, String contentType, String body, String... headers) {
        HttpRequest.Builder builder = request(target, headers);
        if (contentType != null) {
            builder.header("Content-Type", contentType);
        }
        return send(builder.method(method, HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)));
    }

    /** The value of a cookie this browser holds, or null. */
    public String cookie(String name) {
        return cookies.get(name);
    }

    /** The hidden fields of the first form of {@code html}, unescaped. */
    public static Map<String, String> hiddenFields(String html) {
        Map<String, String> fields = new LinkedHashMap<>();
        Matcher matcher = HIDDEN.matcher(html);
        while (matcher.find()) {
            fields.putIfAbsent(unescape(matcher.group(1)), unescape(matcher.group(2)));
        }
        return fields;
    }

    private HttpRequest.Builder request(String target, String... headers) {
        URI uri = URI.create(target.startsWith("http") ? target : base + target);
        HttpRequest.Builder builder = HttpRequest.newBuilder(uri);
        for (int i = 0; i + 1 < headers.length; i += 2) {
            builder.header(headers[i], headers[i + 1]);
        }
        if (!cookies.isEmpty()) {
            builder.header(
                    "Cookie",
                    cookies.entrySet().stream()
                            .map(e -> e.getKey() + "=" + e.getValue())
                            .collect(Collectors.joining("; ")));
        }
        return builder;
    }

    private HttpResponse<String> send(HttpRequest.Builder builder) {
        try {
            HttpResponse<String> response = client().send(builder.build(), HttpResponse.BodyHandlers.ofString());
            List<String> setCookies = response.headers().allValues("Set-Cookie");
            for (String setCookie : setCookies) {
                String pair = setCookie.split(";", 2)[0];
                int eq = pair.indexOf('=');
                String name = pair.substring(0, eq);
                String value = pair.substring(eq + 1);
                if (value.isEmpty() || setCookie.contains("Max-Age=0")) {
                    cookies.remove(name);
                } else {
                    cookies.put(name, value);
                }
            }
            ApiContract.get().check(response);
            return response;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static String unescape(String html) {
        return html.replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&");
    }

    /** A TLS context that trusts the certificate in the keystore of {@code dataDir}. */
    public static SSLContext trusting(Path dataDir) {
        try {
            char[] password = Files.readString(dataDir.resolve("keystore.password"))
                    .trim()
                    .toCharArray();
            KeyStore keys = KeyStore.getInstance("PKCS12");
            try (InputStream in = Files.newInputStream(dataDir.resolve("keystore.p12"))) {
                keys.load(in, password);
            }
            Certificate certificate = keys.getCertificate("shutter");
            KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
            trust.load(null, null);
            trust.setCertificateEntry("shutter", certificate);
            TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            factory.init(trust);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, factory.getTrustManagers(), null);
            return context;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (java.security.GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
