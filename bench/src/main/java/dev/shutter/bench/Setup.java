package dev.shutter.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Prepares the HTTP benchmark the way an operator and a user would: the fixtures file, then through
 * the operator API and the authorization pages an app, a token, the ids and cursors the rows use, and
 * the logged-in consent form that {@code wrk/approve.lua} posts again and again for fresh codes. Every
 * answer is checked, so a broken flow stops the run before wrk measures errors.
 *
 * <pre>
 * Setup fixtures &lt;out.json&gt; &lt;follows&gt;
 * Setup prepare  &lt;base&gt; &lt;keystore&gt; &lt;password-file&gt; &lt;work-dir&gt;     (SHUTTER_ADMIN_TOKEN in the environment)
 * </pre>
 */
public final class Setup {

    static final String REDIRECT_URI = "https://bench.example/cb";
    static final String SCOPE = "basic comments relationships";
    static final int PAGE = 50;

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern HIDDEN =
            Pattern.compile("<input type=\"hidden\" name=\"([^\"]*)\" value=\"([^\"]*)\">");

    private Setup() {}

    public static void main(String[] args) throws IOException {
        if (args.length == 3 && args[0].equals("fixtures")) {
            int follows = Integer.parseInt(args[2]);
            JSON.writeValue(Path.of(args[1]).toFile(), BenchData.fixtures(follows));
            return;
        }
        if (args.length == 5 && args[0].equals("prepare")) {
            prepare(client(args), Path.of(args[4]));
            return;
        }
        System.err.println(
                "usage: Setup fixtures <out.json> <follows> | prepare <base> <keystore> <password-file> <work-dir>");
        System.exit(2);
    }

    private static LoopbackClient client(String[] args) {
        return new LoopbackClient(args[1], Path.of(args[2]), Path.of(args[3]));
    }

    private static void prepare(LoopbackClient client, Path work) throws IOException {
        String admin = System.getenv("SHUTTER_ADMIN_TOKEN");
        if (admin == null || admin.isEmpty()) {
            throw new IllegalStateException("SHUTTER_ADMIN_TOKEN must hold the server's admin token");
        }
        ObjectNode app = JSON.createObjectNode().put("name", "Bench").put("mode", "live");
        app.putArray("redirect_uris").add(REDIRECT_URI);
        app.putArray("approved_scopes").add("basic").add("comments").add("relationships");
        JsonNode created = json(
                client.postJson("/admin/apps", JSON.writeValueAsString(app), "Authorization", "Bearer " + admin), 201);
        String clientId = created.get("client_id").asText();
        String clientSecret = created.get("client_secret").asText();

        // One login (one bcrypt), then the consent form: its hidden fields approve again and again.
        String authorize = "/oauth/authorize?" + LoopbackClient.encode(authorizeParameters(clientId));
        Map<String, String> login = hiddenFields(expect(client.get(authorize), 200));
        login.put("username", BenchData.CALLER_USERNAME);
        login.put("password", BenchData.CALLER_PASSWORD);
        expect(client.postForm("/oauth/authorize", login), 303);
        Map<String, String> consent = hiddenFields(expect(client.get(authorize), 200));
        consent.put("decision", "allow");
        if (!consent.containsKey("csrf_token")) {
            throw new IllegalStateException("the consent page has no csrf_token field");
        }

        Map<String, String> exchange = exchangeForm(clientId, clientSecret);
        exchange.put("code", approve(client, consent));
        String token = json(client.postForm("/oauth/access_token", exchange), 200)
                .get("access_token")
                .asText();
        String bearer = "Bearer " + token;

        HttpResponse<String> comments =
                client.get("/v1/media/" + BenchData.MEDIA + "/comments", "Authorization", bearer);
        int listed = json(comments, 200).get("data").size();
        if (listed != BenchData.COMMENTS) {
            throw new IllegalStateException("the media lists " + listed + " comments, not " + BenchData.COMMENTS);
        }
        Files.writeString(work.resolve("comments.json"), comments.body());
        HttpResponse<String> relationship =
                client.get("/v1/users/" + BenchData.READ_TARGET + "/relationship", "Authorization", bearer);
        json(relationship, 200);
        Files.writeString(work.resolve("relationship.json"), relationship.body());

        JsonNode first = json(client.get("/v1/users/self/follows?count=" + PAGE, "Authorization", bearer), 200);
        int total = first.get("data").size();
        if (total != PAGE || !first.has("pagination")) {
            throw new IllegalStateException("the first page of follows has " + total + " entries and no next page");
        }
        String deepCursor = deepCursor(client, bearer);

        exchange.remove("code");
        Map<String, String> env = new LinkedHashMap<>();
        env.put("BENCH_TOKEN", token);
        env.put("BENCH_MEDIA", BenchData.MEDIA);
        env.put("BENCH_READ_TARGET", BenchData.READ_TARGET);
        env.put("BENCH_WRITE_TARGET", BenchData.WRITE_TARGET);
        env.put("BENCH_DEEP_CURSOR", deepCursor);
        env.put("BENCH_EXCHANGE_FORM", LoopbackClient.encode(exchange));
        env.put("BENCH_CONSENT_FORM", LoopbackClient.encode(consent));
        env.put("BENCH_SESSION_COOKIE", client.cookieHeader());
        StringBuilder lines = new StringBuilder();
        env.forEach(
                (name, value) -> lines.append(name).append("='").append(value).append("'\n"));
        Files.writeString(work.resolve("bench.env"), lines);
        System.out.println("prepared: app " + clientId + ", a token, " + listed + " comments, deep cursor "
                + deepCursor.length() + " characters");
    }

    /**
     * The cursor two pages before the end of the caller's follows, walked page by page: where an offset
     * would cost most, and a keyset nothing more than the first page.
     */
    private static String deepCursor(LoopbackClient client, String bearer) {
        int followed = countFollows(client, bearer);
        int depth = followed - 2 * PAGE;
        int walked = 0;
        String cursor = null;
        while (walked < depth) {
            int count = Math.min(200, depth - walked);
            String query = "/v1/users/self/follows?count=" + count
                    + (cursor == null ? "" : "&cursor=" + URLEncoder.encode(cursor, StandardCharsets.UTF_8));
            JsonNode page = json(client.get(query, "Authorization", bearer), 200);
            walked += page.get("data").size();
            cursor = page.path("pagination").path("next_cursor").asText(null);
            if (cursor == null) {
                throw new IllegalStateException("the follows list ended after " + walked + " entries");
            }
        }
        JsonNode deep = json(
                client.get(
                        "/v1/users/self/follows?count=" + PAGE + "&cursor="
                                + URLEncoder.encode(cursor, StandardCharsets.UTF_8),
                        "Authorization",
                        bearer),
                200);
        if (deep.get("data").size() != PAGE) {
            throw new IllegalStateException(
                    "the deep page has " + deep.get("data").size() + " entries");
        }
        return cursor;
    }

    private static int countFollows(LoopbackClient client, String bearer) {
        // The fixtures say how many; the server must agree, or the deep page is not where it claims to be.
        int count = 0;
        String cursor = null;
        do {
            String query = "/v1/users/self/follows?count=200"
                    + (cursor == null ? "" : "&cursor=" + URLEncoder.encode(cursor, StandardCharsets.UTF_8));
            JsonNode page = json(client.get(query, "Authorization", bearer), 200);
            count += page.get("data").size();
            cursor = page.path("pagination").path("next_cursor").asText(null);
        } while (cursor != null);
        return count;
    }

    private static String approve(LoopbackClient client, Map<String, String> consent) {
        HttpResponse<String> response = expect(client.postForm("/oauth/authorize", consent), 302);
        String location = response.headers().firstValue("Location").orElseThrow();
        for (String pair : URI.create(location).getRawQuery().split("&")) {
            if (pair.startsWith("code=")) {
                return URLDecoder.decode(pair.substring(5), StandardCharsets.UTF_8);
            }
        }
        throw new IllegalStateException("no code in " + location.replaceAll("\\?.*", "?..."));
    }

    private static Map<String, String> authorizeParameters(String clientId) {
        Map<String, String> parameters = new LinkedHashMap<>();
        parameters.put("client_id", clientId);
        parameters.put("redirect_uri", REDIRECT_URI);
        parameters.put("response_type", "code");
        parameters.put("scope", SCOPE);
        return parameters;
    }

    private static Map<String, String> exchangeForm(String clientId, String clientSecret) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("client_id", clientId);
        form.put("client_secret", clientSecret);
        form.put("grant_type", "authorization_code");
        form.put("redirect_uri", REDIRECT_URI);
        return form;
    }

    private static Map<String, String> hiddenFields(HttpResponse<String> page) {
        Map<String, String> fields = new LinkedHashMap<>();
        Matcher matcher = HIDDEN.matcher(page.body());
        while (matcher.find()) {
            fields.putIfAbsent(unescape(matcher.group(1)), unescape(matcher.group(2)));
        }
        return fields;
    }

    private static HttpResponse<String> expect(HttpResponse<String> response, int status) {
        if (response.statusCode() != status) {
            String body = response.body();
            throw new IllegalStateException(response.request().method() + " "
                    + response.request().uri().getPath() + " answered " + response.statusCode() + ", not " + status
                    + ": " + body.substring(0, Math.min(500, body.length())));
        }
        return response;
    }

    private static JsonNode json(HttpResponse<String> response, int status) {
        try {
            return JSON.readTree(expect(response, status).body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String unescape(String html) {
        return html.replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&");
    }
}
