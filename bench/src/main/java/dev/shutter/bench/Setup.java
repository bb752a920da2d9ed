package dev.shutter.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.bench.mix.Mix;
import java.io.IOException;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Prepares the HTTP benchmark the way an operator and users would: the fixtures file with the mix's data and
 * request tables ({@link Mix}), then through the operator API and the authorization pages an app, a token, the
 * ids and cursors the rows use, the logged-in consent form that {@code wrk/approve.lua} posts again and again for
 * fresh codes, and a token for each user of the mix who holds one. Every answer is checked, so a broken flow
 * stops the run before wrk measures errors.
 *
 * <pre>
 * Setup fixtures &lt;out.json&gt; &lt;follows&gt; &lt;mix-dir&gt; [name=value...]   (the mix's parameters: MixConfig)
 * Setup prepare  &lt;base&gt; &lt;keystore&gt; &lt;password-file&gt; &lt;work-dir&gt; &lt;mix-dir | -&gt;   (SHUTTER_ADMIN_TOKEN set)
 * </pre>
 *
 * <p>With {@code BENCH_V1=optional}, a server that answers {@code /v1} 404 is prepared for the rows that need no
 * {@code /v1} (no reads checked, no tokens for the mix), and {@code bench.env} says {@code BENCH_V1='absent'}.
 */
public final class Setup {

    static final int PAGE = 50;

    private static final ObjectMapper JSON = new ObjectMapper();

    private Setup() {}

    public static void main(String[] args) throws IOException {
        if (args.length >= 4 && args[0].equals("fixtures")) {
            int follows = Integer.parseInt(args[2]);
            ObjectNode fixtures = BenchData.fixtures(follows);
            String summary = Mix.write(fixtures, Path.of(args[3]), Arrays.copyOfRange(args, 4, args.length));
            JSON.writeValue(Path.of(args[1]).toFile(), fixtures);
            System.err.println("bench: the mix: " + summary);
            return;
        }
        if (args.length == 6 && args[0].equals("prepare")) {
            prepare(client(args), Path.of(args[4]), Path.of(args[5]), args);
            return;
        }
        System.err.println("usage: Setup fixtures <out.json> <follows> <mix-dir> [name=value...]"
                + " | prepare <base> <keystore> <password-file> <work-dir> <mix-dir>");
        System.exit(2);
    }

    private static LoopbackClient client(String[] args) {
        return new LoopbackClient(args[1], Path.of(args[2]), Path.of(args[3]));
    }

    private static void prepare(LoopbackClient client, Path work, Path mix, String[] args) throws IOException {
        String admin = System.getenv("SHUTTER_ADMIN_TOKEN");
        if (admin == null || admin.isEmpty()) {
            throw new IllegalStateException("SHUTTER_ADMIN_TOKEN must hold the server's admin token");
        }
        ObjectNode app = JSON.createObjectNode().put("name", "Bench").put("mode", "live");
        app.putArray("redirect_uris").add(AuthorizationPages.REDIRECT_URI);
        app.putArray("approved_scopes").add("basic").add("comments").add("relationships");
        JsonNode created = json(
                client.postJson("/admin/apps", JSON.writeValueAsString(app), "Authorization", "Bearer " + admin), 201);
        String clientId = created.get("client_id").asText();
        String clientSecret = created.get("client_secret").asText();
        // The mix posts comments, which needs the operator's grant.
        expect(
                client.postJson(
                        "/admin/apps/" + clientId + "/comment-write",
                        "{\"granted\": true}",
                        "Authorization",
                        "Bearer " + admin),
                200);

        // One login (one bcrypt), then the consent form: its hidden fields approve again and again.
        Map<String, String> consent =
                AuthorizationPages.consentForm(client, clientId, BenchData.CALLER_USERNAME, BenchData.CALLER_PASSWORD);
        Map<String, String> exchange = AuthorizationPages.exchangeForm(clientId, clientSecret);
        String token = AuthorizationPages.token(client, exchange, AuthorizationPages.approve(client, consent));
        String bearer = "Bearer " + token;

        // Before the servlet binding serves /v1, the Spring Boot application answers it 404: then, when bench/run
        // says /v1 may be missing (BENCH_V1=optional), only the rows that need no /v1 run.
        boolean v1 = !"optional".equals(System.getenv("BENCH_V1"))
                || client.get("/v1/users/self", "Authorization", bearer).statusCode() != 404;
        String deepCursor = v1 ? checkReads(client, bearer, work) : "";

        int holders = !v1 || mix.toString().equals("-")
                ? 0
                : MixTokens.make(
                        () -> client(args), clientId, exchange, mix.resolve(Mix.HOLDERS), work.resolve(Mix.TOKENS));

        Map<String, String> env = new LinkedHashMap<>();
        env.put("BENCH_V1", v1 ? "served" : "absent");
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
        System.out.println("prepared: app " + clientId + ", a token, "
                + (v1 ? "deep cursor " + deepCursor.length() + " characters, " : "/v1 not served (404), ")
                + holders + " tokens of the mix");
    }

    /**
     * Checks the reads the rows measure (the media's comments, a relationship, the first page of follows) and
     * keeps the answers the ceilings serve; answers the deep cursor.
     */
    private static String checkReads(LoopbackClient client, String bearer, Path work) throws IOException {
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
        return deepCursor(client, bearer);
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

    private static HttpResponse<String> expect(HttpResponse<String> response, int status) {
        return AuthorizationPages.expect(response, status);
    }

    private static JsonNode json(HttpResponse<String> response, int status) {
        return AuthorizationPages.json(response, status);
    }
}
