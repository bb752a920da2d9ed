package dev.shutter.adapters.http.servlet;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A browser for one site over real HTTP with the JDK's HttpClient: it follows no redirect and keeps the cookies
 * the site sets. It keeps them itself, as the JDK's {@code CookieManager} sends no {@code Secure} cookie over
 * plain HTTP, which is what these tests speak.
 */
final class Browser {

    private static final HttpClient CLIENT =
            HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
    private static final Pattern HIDDEN =
            Pattern.compile("<input type=\"hidden\" name=\"([^\"]*)\" value=\"([^\"]*)\">");

    private final String base;
    private final Map<String, String> cookies = new LinkedHashMap<>();

    /** A browser on the surface at {@code base} (origin and mount). */
    Browser(String base) {
        this.base = base;
    }

    /** GET {@code target}: a path under the base, or an absolute URL. */
    HttpResponse<String> get(String target) throws IOException, InterruptedException {
        return send(request(target).GET());
    }

    /** POST {@code fields} as an urlencoded form, with header name-value pairs. */
    HttpResponse<String> form(String target, Map<String, String> fields, String... headers)
            throws IOException, InterruptedException {
        String body = fields.entrySet().stream()
                .map(field -> encode(field.getKey()) + "=" + encode(field.getValue()))
                .collect(Collectors.joining("&"));
        HttpRequest.Builder request = request(target)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        for (int i = 0; i + 1 < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        return send(request);
    }

    /** The value of a cookie this browser holds, or null. */
    String cookie(String name) {
        return cookies.get(name);
    }

    /** The hidden fields of the page's forms, unescaped, the first of each name. */
    static Map<String, String> hiddenFields(String html) {
        Map<String, String> fields = new LinkedHashMap<>();
        Matcher matcher = HIDDEN.matcher(html);
        while (matcher.find()) {
            fields.putIfAbsent(unescape(matcher.group(1)), unescape(matcher.group(2)));
        }
        return fields;
    }

    static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    private HttpRequest.Builder request(String target) {
        HttpRequest.Builder request =
                HttpRequest.newBuilder(URI.create(target.startsWith("http") ? target : base + target));
        if (!cookies.isEmpty()) {
            request.header(
                    "Cookie",
                    cookies.entrySet().stream()
                            .map(cookie -> cookie.getKey() + "=" + cookie.getValue())
                            .collect(Collectors.joining("; ")));
        }
        return request;
    }

    private HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
        for (String setCookie : response.headers().allValues("Set-Cookie")) {
            String pair = setCookie.split(";", 2)[0];
            String name = pair.substring(0, pair.indexOf('='));
            String value = pair.substring(pair.indexOf('=') + 1);
            if (value.isEmpty() || setCookie.contains("Max-Age=0")) {
                cookies.remove(name);
            } else {
                cookies.put(name, value);
            }
        }
        return response;
    }

    private static String unescape(String html) {
        return html.replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&");
    }
}
