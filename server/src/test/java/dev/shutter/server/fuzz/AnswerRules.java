package dev.shutter.server.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shutter.adapters.http.web.RequestHead;
import dev.shutter.server.support.RawHttps;
import dev.shutter.server.web.ParserLimits;
import java.io.IOException;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What any answer of the server must look like, by the area its path falls in: a catalogued status, a
 * well-formed body of that area's kind, no stack trace, Java class name or SQL anywhere.
 */
final class AnswerRules {

    /** The area a request lands in, by its path, as the server's router reads it. */
    enum Area {
        /** The target is not a URI (RFC 3986) and Undertow's parser refused it, bare, before any handler. */
        NOT_A_URI,
        /**
         * The head, request line included, is over Undertow's parser limit ({@link ParserLimits#HEAD_BYTES},
         * the backstop SECURITY.md's "Header limits" names), which refuses it, bare, before any handler.
         */
        OVER_PARSER_LIMIT,
        HEALTH,
        API,
        TOKEN_ENDPOINT,
        PAGE,
        ADMIN,
        NOWHERE
    }

    /** docs/spec/DECISIONS.md section 2: each error_type and the statuses it comes with (500 is never acceptable). */
    private static final Map<String, Set<Integer>> CATALOGUE = Map.ofEntries(
            Map.entry("OAuthParameterException", Set.of(400)),
            Map.entry("OAuthAccessTokenException", Set.of(400)),
            Map.entry("OAuthPermissionsException", Set.of(400)),
            Map.entry("OAuthRateLimitException", Set.of(429)),
            Map.entry("OAuthForbiddenException", Set.of(403)),
            Map.entry("APINotFoundError", Set.of(400, 404)),
            Map.entry("APINotAllowedError", Set.of(400)),
            Map.entry("APIInvalidParametersError", Set.of(400, 405)),
            Map.entry("APICommentTooLongError", Set.of(400)),
            Map.entry("APICommentTooManyTagsError", Set.of(400)),
            Map.entry("APICommentTooManyURLsError", Set.of(400)),
            Map.entry("APICommentAllCapsError", Set.of(400)),
            Map.entry("APIError", Set.of(400)));

    /** docs/spec/DECISIONS.md section 3: the RFC 6749 / 7009 error codes of the token and revocation endpoints. */
    private static final Set<String> OAUTH_ERRORS =
            Set.of("invalid_request", "invalid_client", "invalid_grant", "unsupported_grant_type");

    /** Markers of an internal leak: Java packages, stack frames, exception names, SQL. */
    private static final Pattern LEAK = Pattern.compile("(?:\\b(?:java|javax|jdk|sun|io\\.undertow|org\\.xnio"
            + "|org\\.h2|org\\.postgresql|com\\.fasterxml|com\\.zaxxer|org\\.flywaydb|dev\\.shutter|io\\.vavr)\\.[a-z]"
            + "|\\bat [\\w$.]+\\([\\w$]+\\.java:\\d+\\)|Caused by:|\\b[A-Z][A-Za-z]*(?:Exception|Error)\\b"
            + "|(?i:\\bselect\\s.{0,200}\\bfrom\\b|\\binsert\\s+into\\b|\\bupdate\\s+\\w+\\s+set\\b"
            + "|\\bdelete\\s+from\\b|sqlstate|syntax error|violates|\\bjdbc:))");

    private static final ObjectMapper JSON = new ObjectMapper();

    private AnswerRules() {}

    /** The area of {@code target} (the raw request target), as the router sees its path. */
    static Area areaOf(String target) {
        String path = target;
        for (char stop : new char[] {'?', ';'}) {
            int at = path.indexOf(stop);
            if (at >= 0) {
                path = path.substring(0, at);
            }
        }
        if (path.equals("/health")) {
            return Area.HEALTH;
        }
        if (path.equals("/v1") || path.startsWith("/v1/")) {
            return Area.API;
        }
        if (Set.of(
                        "/oauth/access_token",
                        "/oauth/access_token/",
                        "/oauth/revoke",
                        "/oauth/revoke/",
                        "/oauth/introspect",
                        "/oauth/introspect/")
                .contains(path)) {
            return Area.TOKEN_ENDPOINT;
        }
        if (Set.of("/oauth/authorize", "/oauth/authorize/", "/oauth/access", "/oauth/logout")
                .contains(path)) {
            return Area.PAGE;
        }
        if (path.equals("/admin") || path.startsWith("/admin/")) {
            return Area.ADMIN;
        }
        return Area.NOWHERE;
    }

    /**
     * Whether {@code target} is made only of RFC 3986's unreserved and reserved characters but {@code #}
     * (which ends a URI's request part), every {@code %} starting an escape of two hex digits. Undertow
     * 2.4's request parser refuses any other target with a bare 400 (no option changes that).
     */
    static boolean isUri(String target) {
        return whyNotUri(target) == null;
    }

    /** What makes {@code target} no URI (a broken escape, or the first character out of place), or null. */
    static String whyNotUri(String target) {
        for (int i = 0; i < target.length(); i++) {
            char c = target.charAt(i);
            if (c == '%') {
                if (i + 2 >= target.length() || !isHex(target.charAt(i + 1)) || !isHex(target.charAt(i + 2))) {
                    return "broken escape";
                }
                i += 2;
            } else if (!((c >= 'a' && c <= 'z')
                    || (c >= 'A' && c <= 'Z')
                    || (c >= '0' && c <= '9')
                    || "-._~!$&'()*+,;=:@/?[]".indexOf(c) >= 0)) {
                return String.format("character U+%04X", (int) c);
            }
        }
        return null;
    }

    private static boolean isHex(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    /** Checks {@code answer} to {@code request}; the area it was judged by. */
    static Area check(HostileRequests.Request request, RawHttps.Raw answer) {
        int status = answer.status();
        String body = answer.content();
        // The one known gap: Undertow's parser refuses some targets that are not URIs with a bare 400 (no
        // body, no content type), before any handler runs. Only such targets may get it; the parser lets
        // some others through (it takes "%%41"), and those must be answered as any other request.
        boolean bare = status == 400 && body.isEmpty() && answer.header("Content-Type") == null;
        // The other: a head over the parser's backstop (64 KiB); header fields over 16 KiB are answered by
        // the handlers, each area in its shape.
        long headLength = request.requestLine().length()
                + String.join("\r\n", request.headers()).length();
        Area area = !bare
                ? areaOf(request.target())
                : !isUri(request.target())
                        ? Area.NOT_A_URI
                        : headLength > ParserLimits.HEAD_BYTES - 1_024
                                ? Area.OVER_PARSER_LIMIT
                                : areaOf(request.target());
        String what = request + "\n-> " + answer.head() + "\n" + body;
        assertThat(status).as("never a server error: %s", what).isLessThan(500);
        assertNoLeak(request.everything(), answer.head(), what);
        assertNoLeak(request.everything(), body, what);
        boolean head = request.method().equals("HEAD");
        boolean bigHead = headLength > RequestHead.LIMIT - 1_024;
        if (status == 431) {
            // The header limit (16 KiB) answers 431 on the pages and in the operator API, only for a head that long.
            assertThat(bigHead).as("431 only for a head over 16 KiB: %s", what).isTrue();
            assertThat(area)
                    .as("431 only on a page or the operator API: %s", what)
                    .isIn(Area.PAGE, Area.ADMIN);
        }
        if (bigHead && status == 400 && (area == Area.HEALTH || area == Area.NOWHERE)) {
            // Outside the areas, the header limit answers with the /v1 envelope, as the router's 404 does.
            area = Area.API;
        }
        switch (area) {
            case NOT_A_URI, OVER_PARSER_LIMIT -> {}
            case HEALTH -> {
                assertThat(status).as(what).isEqualTo(200);
                if (!head) {
                    assertThat(body).as(what).isEqualTo("{\"status\":\"up\",\"storage\":\"up\"}");
                }
            }
            case API, NOWHERE -> envelope(area, status, answer, body, head, what);
            case TOKEN_ENDPOINT -> tokenEndpoint(status, answer, body, head, what);
            case PAGE -> page(status, answer, body, head, what);
            case ADMIN -> admin(status, answer, body, head, what);
        }
        return area;
    }

    private static void envelope(Area area, int status, RawHttps.Raw answer, String body, boolean head, String what) {
        assertThat(answer.header("Content-Type")).as(what).startsWith("application/json");
        if (area == Area.NOWHERE) {
            assertThat(status).as(what).isEqualTo(404);
        }
        if (head) {
            assertThat(status).as(what).isIn(200, 400, 403, 404, 405, 429);
            return;
        }
        JsonNode json = parse(body, what);
        JsonNode meta = json.path("meta");
        assertThat(meta.path("code").isInt()).as(what).isTrue();
        assertThat(meta.path("code").asInt())
                .as("meta.code is the HTTP status: %s", what)
                .isEqualTo(status);
        if (status == 200) {
            assertThat(json.has("data")).as(what).isTrue();
            return;
        }
        String type = meta.path("error_type").asText();
        assertThat(CATALOGUE).as("a catalogued error_type: %s", what).containsKey(type);
        assertThat(CATALOGUE.get(type)).as("the status of %s: %s", type, what).contains(status);
        assertThat(meta.path("error_message").asText()).as(what).isNotBlank();
        if (status == 404) {
            assertThat(meta.path("error_message").asText()).as(what).isEqualTo("this endpoint does not exist");
        }
        if (status == 405) {
            assertThat(meta.path("error_message").asText()).as(what).isEqualTo("method not allowed");
            assertThat(answer.header("Allow")).as(what).isNotBlank();
        }
        assertThat(json.has("data")).as(what).isFalse();
    }

    private static void tokenEndpoint(int status, RawHttps.Raw answer, String body, boolean head, String what) {
        assertThat(status).as(what).isIn(200, 400, 401, 405);
        assertThat(answer.header("Cache-Control")).as(what).isEqualTo("no-store");
        if (head || (status == 200 && body.isEmpty())) {
            return; // a revocation's empty success (RFC 7009)
        }
        JsonNode json = parse(body, what);
        if (status == 200) {
            // a token response, or an introspection's (RFC 7662)
            assertThat(json.path("access_token").isTextual()
                            || json.path("active").isBoolean())
                    .as(what)
                    .isTrue();
            return;
        }
        assertThat(json.path("code").asInt()).as(what).isEqualTo(status);
        assertThat(json.path("error_type").asText()).as(what).isEqualTo("OAuthException");
        assertThat(OAUTH_ERRORS).as(what).contains(json.path("error").asText());
        assertThat(json.path("error_message").asText()).as(what).isNotBlank();
        assertThat(json.path("error_description").asText()).as(what).isNotBlank();
        if (status == 401) {
            assertThat(json.path("error").asText()).as(what).isEqualTo("invalid_client");
        }
    }

    private static void page(int status, RawHttps.Raw answer, String body, boolean head, String what) {
        assertThat(status).as(what).isIn(200, 302, 303, 400, 403, 405, 431);
        assertThat(answer.header("X-Frame-Options")).as(what).isEqualTo("DENY");
        assertThat(answer.header("Cache-Control")).as(what).isEqualTo("no-store");
        if (status == 302 || status == 303) {
            assertThat(answer.header("Location")).as(what).isNotBlank();
            return;
        }
        assertThat(answer.header("Content-Type")).as(what).startsWith("text/html");
        if (!head) {
            assertThat(body).as(what).startsWith("<!DOCTYPE html>").endsWith("</html>\n");
        }
    }

    private static void admin(int status, RawHttps.Raw answer, String body, boolean head, String what) {
        assertThat(status).as(what).isIn(200, 201, 400, 401, 404, 413, 415, 431);
        assertThat(answer.header("Content-Type")).as(what).startsWith("application/json");
        if (head) {
            return;
        }
        JsonNode json = parse(body, what);
        assertThat(json.isObject()).as(what).isTrue();
        if (status >= 400) {
            assertThat(json.path("error").asText()).as(what).isNotBlank();
        }
    }

    private static JsonNode parse(String body, String what) {
        try {
            return JSON.readTree(body);
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + what, e);
        }
    }

    /** No leak marker in {@code text}, unless the request itself held it (an echo, escaped, is no leak). */
    private static void assertNoLeak(String sent, String text, String what) {
        String withoutCatalogue = text.replace("OAuthException", "");
        for (String type : CATALOGUE.keySet()) {
            withoutCatalogue = withoutCatalogue.replace(type, "");
        }
        Matcher matcher = LEAK.matcher(withoutCatalogue);
        while (matcher.find()) {
            String marker = matcher.group();
            assertThat(sent.toLowerCase(Locale.ROOT).contains(marker.toLowerCase(Locale.ROOT)))
                    .as("no internal detail (%s) in the answer: %s", marker, what)
                    .isTrue();
        }
    }
}
