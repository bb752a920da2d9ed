package dev.shutter.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLDecoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The authorization code flow as a user and an app go through it: one login on the pages, then each
 * approval of the consent form gives a code, and the app exchanges it for a token. The login session lives
 * in storage, so the steps may land on different nodes.
 */
final class CodeFlow {

    static final String REDIRECT_URI = "https://cluster.example/cb";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern HIDDEN =
            Pattern.compile("<input type=\"hidden\" name=\"([^\"]*)\" value=\"([^\"]*)\">");

    private final Web web;
    private final String base;
    private final String clientId;
    private final String clientSecret;
    private Map<String, String> consent;

    CodeFlow(Web web, String base, String clientId, String clientSecret) {
        this.web = web;
        this.base = base;
        this.clientId = clientId;
        this.clientSecret = clientSecret;
    }

    /** Logs {@code username} in and keeps the consent form. */
    void login(String username, String password, String scope) throws IOException {
        Map<String, String> parameters = new LinkedHashMap<>();
        parameters.put("client_id", clientId);
        parameters.put("redirect_uri", REDIRECT_URI);
        parameters.put("response_type", "code");
        parameters.put("scope", scope);
        String authorize = base + "/oauth/authorize?" + Web.encode(parameters);
        Map<String, String> login = hiddenFields(expect(web.get(authorize), 200));
        login.put("username", username);
        login.put("password", password);
        expect(web.postForm(base + "/oauth/authorize", login), 303);
        consent = hiddenFields(expect(web.get(authorize), 200));
        consent.put("decision", "allow");
    }

    /** The consent form posted: the answer, whose {@code Location} holds a code when it is a 302. */
    HttpResponse<String> approve() throws IOException {
        return web.postForm(base + "/oauth/authorize", consent);
    }

    /** The exchange of {@code code}: the answer, whose body holds the token when it is a 200. */
    HttpResponse<String> exchange(String code) throws IOException {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("client_id", clientId);
        form.put("client_secret", clientSecret);
        form.put("grant_type", "authorization_code");
        form.put("redirect_uri", REDIRECT_URI);
        form.put("code", code);
        return web.postForm(base + "/oauth/access_token", form);
    }

    /** A token, through both steps, each of which must succeed. */
    String token() throws IOException {
        String code = codeOf(expect(approve(), 302));
        return tokenOf(expect(exchange(code), 200));
    }

    static String codeOf(HttpResponse<String> approved) {
        String location = approved.headers().firstValue("Location").orElseThrow();
        for (String pair : URI.create(location).getRawQuery().split("&")) {
            if (pair.startsWith("code=")) {
                return URLDecoder.decode(pair.substring(5), StandardCharsets.UTF_8);
            }
        }
        throw new IllegalStateException("no code in the redirect");
    }

    static String tokenOf(HttpResponse<String> exchanged) throws IOException {
        return json(exchanged).get("access_token").asText();
    }

    static JsonNode json(HttpResponse<String> response) throws IOException {
        return JSON.readTree(response.body());
    }

    static HttpResponse<String> expect(HttpResponse<String> response, int status) {
        if (response.statusCode() != status) {
            String body = response.body();
            throw new IllegalStateException(response.request().method() + " "
                    + response.request().uri().getPath() + " answered " + response.statusCode() + ", not " + status
                    + ": " + body.substring(0, Math.min(300, body.length())));
        }
        return response;
    }

    private static Map<String, String> hiddenFields(HttpResponse<String> page) {
        Map<String, String> fields = new LinkedHashMap<>();
        Matcher matcher = HIDDEN.matcher(page.body());
        while (matcher.find()) {
            fields.putIfAbsent(unescape(matcher.group(1)), unescape(matcher.group(2)));
        }
        return fields;
    }

    private static String unescape(String html) {
        return html.replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&");
    }
}
