package dev.shutter.server.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Generators of hostile HTTP/1.1 requests against the server's whole surface: paths under {@code /v1},
 * {@code /oauth}, {@code /admin}, {@code /health} and anywhere else; parameters in the query and the
 * body, duplicated, percent-encoded well and badly (broken escapes, overlong and invalid UTF-8, NULs),
 * up to tens of KiB; every method and some odd ones; missing, wrong, revoked and other users' tokens;
 * odd content types and bodies. The request line is a string of characters 0 to 255, each one byte.
 * Every choice is asked of a {@link Choices}: a seeded random or the fuzzer.
 */
final class HostileRequests {

    /** A request to send: the head's characters are bytes (ISO-8859-1); {@code body} null sends none. */
    record Request(String method, String target, List<String> headers, byte[] body) {
        String requestLine() {
            return method + " " + target + " HTTP/1.1";
        }

        /** Everything the client sent, for telling an echo from a leak. */
        String everything() {
            String text = requestLine() + "\n" + String.join("\n", headers);
            return body == null ? text : text + "\n" + new String(body, StandardCharsets.ISO_8859_1);
        }

        @Override
        public String toString() {
            String line = requestLine();
            String shownLine = line.length() > 300 ? line.substring(0, 300) + "...(" + line.length() + ")" : line;
            String shownBody = body == null
                    ? "no body"
                    : body.length > 300
                            ? new String(body, 0, 300, StandardCharsets.ISO_8859_1) + "...(" + body.length + ")"
                            : new String(body, StandardCharsets.ISO_8859_1);
            return shownLine + " " + headers + " " + shownBody;
        }
    }

    /** What the generators know of the seeded platform: ids, tokens and the app's credentials. */
    record Known(
            List<String> userIds,
            List<String> mediaIds,
            List<String> commentIds,
            List<String> goodTokens,
            List<String> badTokens,
            String clientId,
            String clientSecret,
            String redirectUri,
            String adminToken) {}

    private static final String[] BROKEN_ESCAPES = {"%", "%G1", "%4", "%%", "%zz", "%-1", "%x"};
    private static final String[] BAD_UTF8_ESCAPES = {
        "%C0%AF", "%C0%80", "%E0%80%AF", "%FF", "%C3%28", "%ED%A0%80", "%F4%90%80%80", "%80", "%F0%9F%98"
    };
    private static final String[] NOT_URI_CHARACTERS = {
        " ",
        "\"",
        "<",
        ">",
        "\\",
        "^",
        "`",
        "{",
        "|",
        "}",
        "#",
        "[",
        "]",
        "\u0000",
        "\u0001",
        "\u007f",
        "\u00ff",
        "\u00c3\u00a9"
    };
    private static final String[] PARAMETER_NAMES = {
        "access_token", "action", "text", "count", "cursor", "sig", "client_id", "client_secret", "grant_type",
        "code", "redirect_uri", "response_type", "scope", "state", "token", "username", "password", "csrf_token",
        "decision", "code_verifier", "code_challenge", "code_challenge_method", "callback"
    };

    private static final String ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    private static final List<String> ACTIONS =
            List.of("follow", "unfollow", "block", "unblock", "approve", "deny", "ignore", "FOLLOW", "");
    private static final List<String> TEXTS = List.of(
            "nice photo",
            "NICE PHOTO",
            "#a #b #c #d #e",
            "see http://a.example and https://b.example",
            "x".repeat(301),
            "line\nbreak",
            "tab\there",
            "bell\u0007",
            "\u00e9",
            " ");
    private static final List<String> COUNTS =
            List.of("0", "1", "200", "201", "-1", "abc", "99999999999999999999999", "1e3");

    private final Known known;
    private final Choices choose;

    HostileRequests(Known known, Choices choose) {
        this.known = known;
        this.choose = choose;
    }

    /** One hostile request. */
    Request next() {
        String method = method();
        String target = target();
        List<String> headers = new ArrayList<>(authorization());
        String type = contentType();
        if (type != null) {
            headers.add("Content-Type: " + type);
        }
        return new Request(method, target, headers, body());
    }

    private String method() {
        return switch (choose.weighted(30, 30, 10, 4, 4, 4, 4, 4)) {
            case 0 -> "GET";
            case 1 -> "POST";
            case 2 -> "DELETE";
            case 3 -> "PUT";
            case 4 -> "PATCH";
            case 5 -> "HEAD";
            case 6 -> "OPTIONS";
            default -> choose.of("TRACE", "PROPFIND", "FOO", "get", "Post", "M-SEARCH", "BREW");
        };
    }

    // ---------------------------------------------------------------- targets

    private String target() {
        String path = path();
        String query = switch (choose.weighted(3, 1, 12)) {
            case 0 -> "";
            case 1 -> "?";
            default ->
                "?" + (choose.below(4) == 0 ? "" : "access_token=" + percentEncode(token()) + "&") + parameters();
        };
        return sprinkle(path + query);
    }

    private String path() {
        return switch (choose.weighted(10, 6, 3, 1)) {
            case 0 -> apiPath();
            case 1 ->
                choose.below(7) < 6
                        ? choose.of(
                                "/oauth/authorize",
                                "/oauth/authorize/",
                                "/oauth/access_token",
                                "/oauth/access_token/",
                                "/oauth/revoke",
                                "/oauth/revoke/",
                                "/oauth/access",
                                "/oauth/logout",
                                "/oauth",
                                "/oauth/",
                                "/oauth/authorize//",
                                "/OAUTH/authorize")
                        : "/oauth/" + segment(junk());
            case 2 -> adminPath();
            default ->
                switch (choose.below(3)) {
                    case 0 ->
                        choose.of("/health", "/health/", "/healthz", "/", "/demo/callback", "/favicon.ico", "/.env");
                    case 1 -> "/" + segment(junk());
                    default -> "/" + segment(junk()) + "/" + segment(junk());
                };
        };
    }

    private String apiPath() {
        return switch (choose.weighted(3, 6, 3, 6, 3, 1, 1, 1)) {
            case 0 -> "/v1/users/" + user() + suffix();
            case 1 -> "/v1/users/" + user() + "/relationship" + suffix();
            case 2 -> "/v1/users/" + user() + "/" + choose.of("follows", "followed-by", "requested-by", "media/recent");
            case 3 -> "/v1/media/" + media() + "/comments" + suffix();
            case 4 ->
                "/v1/media/" + media() + "/comments/"
                        + segment(choose.below(3) < 2 ? choose.of(known.commentIds()) : junk()) + suffix();
            case 5 -> "/v1/media/" + media() + "/" + segment(junk());
            case 6 -> "/v1/" + segment(junk());
            default -> choose.of("/v1", "/v1/", "/v1/users", "/v1/users/self/feed", "/V1/users/self", "/v2/users/self");
        };
    }

    private String adminPath() {
        return switch (choose.below(3)) {
            case 0 ->
                choose.of(
                        "/admin", "/admin/", "/admin/users", "/admin/media", "/admin/apps", "/admin/seed", "/admin//");
            case 1 ->
                "/admin/" + choose.of("apps", "users") + "/"
                        + switch (choose.below(3)) {
                            case 0 -> known.clientId();
                            case 1 -> choose.of(known.userIds());
                            default -> segment(junk());
                        }
                        + "/" + choose.of("approve", "comment-write", "sandbox-users", "private", "revoke-tokens", "x");
            default -> "/admin/" + segment(junk());
        };
    }

    private String user() {
        return segment(
                switch (choose.weighted(6, 3, 3)) {
                    case 0 -> choose.of(known.userIds());
                    case 1 -> "self";
                    default -> junk();
                });
    }

    private String media() {
        return segment(choose.below(3) < 2 ? choose.of(known.mediaIds()) : junk());
    }

    private String suffix() {
        return switch (choose.weighted(20, 4, 1)) {
            case 0 -> "";
            case 1 -> ".json";
            default -> choose.of("/", "//", ";jsessionid=1", "/..", "/%2e%2e");
        };
    }

    /** A path segment: the text encoded one of several ways, well or badly. */
    private String segment(String text) {
        return encoding().apply(text);
    }

    /**
     * Occasionally damages a finished target with a character that no URI may hold, raw. Not on a choice
     * of 0: the fuzzer answers 0 once its input has run out, and short inputs would then mostly be bare
     * 400s of Undertow's parser.
     */
    private String sprinkle(String target) {
        if (choose.below(21) < 20) {
            return target;
        }
        String bad = choose.of(NOT_URI_CHARACTERS);
        int at = 1 + (int) (choose.fraction() * (target.length() - 1));
        return target.substring(0, at) + bad + target.substring(at);
    }

    // ---------------------------------------------------------------- parameters

    /** A query string or form body: parameters, duplicated at times, each part encoded its own way. */
    private String parameters() {
        return switch (choose.weighted(20, 20, 1, 2)) {
            case 0 -> {
                List<String> pairs = new ArrayList<>();
                int count = choose.between(1, 8);
                for (int i = 0; i < count; i++) {
                    String name = encoding().apply(parameterName());
                    String value = parameterValue();
                    pairs.add(value == null ? name : name + "=" + encoding().apply(value));
                }
                int again = choose.below(3);
                for (int i = 0; i < again; i++) {
                    pairs.add(choose.of(pairs));
                }
                yield String.join("&", pairs);
            }
            case 1 -> focused();
            case 2 -> {
                StringBuilder out =
                        new StringBuilder("access_token=" + known.goodTokens().get(0));
                int n = choose.between(200, 300);
                for (int i = 0; i < n; i++) {
                    out.append("&p").append(i).append("=1");
                }
                yield out.toString();
            }
            default -> choose.of("&", "&&", "=", "==", "&=&", "a=b=c", "access_token", "access_token=");
        };
    }

    /** Few, well-formed parameters of the API, so that requests also reach the rules behind the parsing. */
    private String focused() {
        List<String> pairs = new ArrayList<>();
        int count = choose.below(3);
        for (int i = 0; i < count; i++) {
            pairs.add(
                    switch (choose.below(4)) {
                        case 0 -> "action=" + choose.of(ACTIONS);
                        case 1 -> "text=" + percentEncode(choose.of(TEXTS));
                        case 2 -> "count=" + choose.of(COUNTS);
                        default -> "cursor=" + choose.of("", "abc", "MTIz", "%FF");
                    });
        }
        return String.join("&", pairs);
    }

    private String parameterName() {
        return choose.below(9) < 8 ? choose.of(PARAMETER_NAMES) : junk();
    }

    /** A value, or null for a name without {@code =}. */
    private String parameterValue() {
        return switch (choose.weighted(6, 4, 3, 2, 3, 1, 2, 4, 1, 1)) {
            case 0 -> token();
            case 1 -> choose.of(ACTIONS);
            case 2 -> choose.of(TEXTS);
            case 3 -> choose.of(COUNTS);
            case 4 ->
                choose.of(
                        known.clientId(),
                        known.redirectUri(),
                        "https://evil.example/cb",
                        "authorization_code",
                        "client_credentials",
                        "code",
                        "token",
                        "basic comments relationships",
                        "nonsense",
                        "allow",
                        "deny",
                        "S256");
            case 5 -> known.clientSecret();
            case 6 -> choose.of(known.userIds());
            case 7 -> junk();
            case 8 -> huge();
            default -> null;
        };
    }

    private String token() {
        return choose.below(9) < 6 ? choose.of(known.goodTokens()) : choose.of(known.badTokens());
    }

    /** Short text: any characters (controls, NUL, surrogates, astral), letters and digits, or a classic. */
    private String junk() {
        return switch (choose.weighted(3, 2, 1)) {
            case 0 -> {
                String text = choose.text(20);
                yield text.isEmpty() ? "x" : text;
            }
            case 1 -> choose.from(ALNUM, 1, 12);
            default ->
                choose.of(
                        "..",
                        ".",
                        "%00",
                        "\u0000",
                        "null",
                        "undefined",
                        "-1",
                        "0",
                        "1_1",
                        "'",
                        "\"",
                        "<script>",
                        "${jndi:x}",
                        "\uD83D\uDE00",
                        "\uD800");
        };
    }

    /** Text of several KiB up to about 40 KiB. */
    private String huge() {
        String unit = choose.of("a", "\u00e9", "%", "+ ");
        return unit.repeat(choose.between(1_000, 40_000) / unit.length());
    }

    // ---------------------------------------------------------------- encodings

    /** How a piece of text goes into a URL or form: well encoded mostly, else raw or damaged. */
    private UnaryOperator<String> encoding() {
        return switch (choose.weighted(600, 2, 1, 5, 2)) {
            case 0 -> HostileRequests::percentEncode;
            case 1 -> HostileRequests::rawUtf8;
            case 2 -> insert(choose.of(BROKEN_ESCAPES));
            case 3 -> insert(choose.of(BAD_UTF8_ESCAPES));
            default -> text -> percentEncode(text) + "%00";
        };
    }

    private UnaryOperator<String> insert(String piece) {
        double where = choose.fraction();
        return text -> {
            String encoded = percentEncode(text);
            int at = (int) (where * encoded.length());
            // never inside an escape of the encoding itself
            while (at > 0 && at < encoded.length() && encoded.lastIndexOf('%', at - 1) >= at - 2) {
                at--;
            }
            return encoded.substring(0, at) + piece + encoded.substring(at);
        };
    }

    /** Every byte of the UTF-8 form escaped but unreserved ASCII; lone surrogates become {@code ?}. */
    static String percentEncode(String text) {
        StringBuilder out = new StringBuilder();
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "-._~".indexOf(c) >= 0) {
                out.append((char) c);
            } else {
                out.append('%').append(String.format("%02X", c));
            }
        }
        return out.toString();
    }

    /** The UTF-8 bytes of {@code text}, unescaped, one character each. */
    static String rawUtf8(String text) {
        return new String(text.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
    }

    // ---------------------------------------------------------------- headers and bodies

    private List<String> authorization() {
        String basic = Base64.getEncoder()
                .encodeToString((known.clientId() + ":" + known.clientSecret()).getBytes(StandardCharsets.UTF_8));
        return switch (choose.weighted(12, 6, 2, 1)) {
            case 0 -> List.of();
            case 1 -> List.of("Authorization: Bearer " + asciiOnly(token()));
            case 2 ->
                choose.of(List.of(
                        List.of("Authorization: Basic " + basic),
                        List.of("Authorization: Basic !!!"),
                        List.of("Authorization: Basic "
                                + Base64.getEncoder().encodeToString("nocolon".getBytes(StandardCharsets.UTF_8))),
                        List.of("Authorization: Bearer"),
                        List.of("Authorization: Digest username=x"),
                        List.of("Authorization: Bearer a", "Authorization: Bearer b"),
                        List.of("Cookie: shutter_session=forged; other=1")));
            default -> List.of("Authorization: Bearer " + known.adminToken());
        };
    }

    /** The content type, or null for none. */
    private String contentType() {
        return switch (choose.weighted(8, 2, 4)) {
            case 0 -> "application/x-www-form-urlencoded";
            case 1 -> null;
            default ->
                choose.of(
                        "application/x-www-form-urlencoded; charset=UTF-8",
                        "APPLICATION/X-WWW-FORM-URLENCODED",
                        "application/json",
                        "text/plain",
                        "multipart/form-data; boundary=x",
                        "",
                        ";;;",
                        "application/x-www-form-urlencoded; charset=\u00ff",
                        "*/*");
        };
    }

    /** The body, or null for none. */
    private byte[] body() {
        return switch (choose.weighted(4, 1, 8, 2, 2, 1)) {
            case 0 -> null;
            case 1 -> new byte[0];
            case 2 -> parameters().getBytes(StandardCharsets.ISO_8859_1);
            case 3 ->
                choose.of(
                                "{\"action\":\"follow\"}",
                                "{\"username\":\"fuzz\",\"password\":\"x\"}",
                                "{\"scopes\":[1,2]}",
                                "{",
                                "[]",
                                "null",
                                "{\"owner\":\"1\"}",
                                "{\"sandbox_users\":\"x\"}")
                        .getBytes(StandardCharsets.UTF_8);
            case 4 -> choose.bytes(2_000);
            default -> new byte[choose.between(60_000, 70_000)];
        };
    }

    private static String asciiOnly(String token) {
        return token.chars().allMatch(c -> c > ' ' && c < 0x7f) ? token : percentEncode(token);
    }
}
