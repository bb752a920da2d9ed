package dev.shutter.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLDecoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A user's way to a token through the authorization pages, as a person takes it: the login form, the consent form
 * ("allow"), the code, the exchange. Every answer is checked, so a broken flow stops the run before wrk measures
 * errors.
 */
final class AuthorizationPages {

    static final String REDIRECT_URI = "https://bench.example/cb";
    static final String SCOPE = "basic comments relationships";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern HIDDEN =
            Pattern.compile("<input type=\"hidden\" name=\"([^\"]*)\" value=\"([^\"]*)\">");

    private AuthorizationPages() {}

    /** Logs {@code username} in on the client's session and answers the consent form's fields, "allow" chosen. */
    static Map<String, String> consentForm(LoopbackClient client, String clientId, String username, String password) {
        String authorize = "/oauth/authorize?" + LoopbackClient.encode(authorizeParameters(clientId));
        Map<String, String> login = hiddenFields(expect(client.get(authorize), 200));
        login.put("username", username);
        login.put("password", password);
        expect(client.postForm("/oauth/authorize", login), 303);
        Map<String, String> consent = hiddenFields(expect(client.get(authorize), 200));
        consent.put("decision", "allow");
        if (!consent.containsKey("csrf_token")) {
            throw new IllegalStateException("the consent page has no csrf_token field");
        }
        return consent;
    }

    /** Posts the consent form and answers the code of the redirect. */
    static String approve(LoopbackClient client, Map<String, String> consent) {
        HttpResponse<String> response = expect(client.postForm("/oauth/authorize", consent), 302);
        String location = response.headers().firstValue("Location").orElseThrow();
        for (String pair : URI.create(location).getRawQuery().split("&")) {
            if (pair.startsWith("code=")) {
                return URLDecoder.decode(pair.substring(5), StandardCharsets.UTF_8);
            }
        }
        throw new IllegalStateException("no code in " + location.replaceAll("\\?.*", "?..."));
    }

    /** The exchange's form without its code. */
    static Map<String, String> exchangeForm(String clientId, String clientSecret) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("client_id", clientId);
        form.put("client_secret", clientSecret);
        form.put("grant_type", "authorization_code");
        form.put("redirect_uri", REDIRECT_URI);
        return form;
    }

    /** Exchanges {@code code} and answers the access token. */
    static String token(LoopbackClient client, Map<String, String> exchangeForm, String code) {
        Map<String, String> form = new LinkedHashMap<>(exchangeForm);
        form.put("code", code);
        return json(client.postForm("/oauth/access_token", form), 200)
                .get("access_token")
                .asText();
    }

    static HttpResponse<String> expect(HttpResponse<String> response, int status) {
        if (response.statusCode() != status) {
            String body = response.body();
            throw new IllegalStateException(response.request().method() + " "
                    + response.request().uri().getPath() + " answered " + response.statusCode() + ", not " + status
                    + ": " + body.substring(0, Math.min(500, body.length())));
        }
        return response;
    }

    static JsonNode json(HttpResponse<String> response, int status) {
        try {
            return JSON.readTree(expect(response, status).body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, String> authorizeParameters(String clientId) {
        Map<String, String> parameters = new LinkedHashMap<>();
        parameters.put("client_id", clientId);
        parameters.put("redirect_uri", REDIRECT_URI);
        parameters.put("response_type", "code");
        parameters.put("scope", SCOPE);
        return parameters;
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
