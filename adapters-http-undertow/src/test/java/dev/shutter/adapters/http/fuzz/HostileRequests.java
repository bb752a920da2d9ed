package dev.shutter.adapters.http.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Generators of hostile HTTP/1.1 requests against the server's whole surface: paths under {@code /v1},
 * {@code /oauth}, {@code /admin}, {@code /health} and anywhere else; parameters in the query and the
 * body, duplicated, percent-encoded well and badly (broken escapes, overlong and invalid UTF-8, NULs),
 * up to tens of KiB; every method and some odd ones; missing, wrong, revoked and other users' tokens;
 * odd content types and bodies. The request line is a string of characters 0 to 255, each one byte.
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

    private final Known known;

    HostileRequests(Known known) {
        this.known = known;
    }

    Arbitrary<Request> requests() {
        return Combinators.combine(methods(), targets(), authorizations(), bodies())
                .as((method, target, authorization, body) -> {
                    List<String> headers = new ArrayList<>();
                    authorization.forEach(headers::add);
                    if (body.get1() != null) {
                        headers.add("Content-Type: " + body.get1());
                    }
                    return new Request(method, target, headers, body.get2());
                });
    }

    private Arbitrary<String> methods() {
        return Arbitraries.frequencyOf(
                Tuple.of(30, Arbitraries.just("GET")),
                Tuple.of(30, Arbitraries.just("POST")),
                Tuple.of(10, Arbitraries.just("DELETE")),
                Tuple.of(4, Arbitraries.just("PUT")),
                Tuple.of(4, Arbitraries.just("PATCH")),
                Tuple.of(4, Arbitraries.just("HEAD")),
                Tuple.of(4, Arbitraries.just("OPTIONS")),
                Tuple.of(4, Arbitraries.of("TRACE", "PROPFIND", "FOO", "get", "Post", "M-SEARCH", "BREW")));
    }

    // ---------------------------------------------------------------- targets

    private Arbitrary<String> targets() {
        Arbitrary<String> token = Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.just("")),
                Tuple.of(3, tokens().map(t -> "access_token=" + percentEncode(t) + "&")));
        Arbitrary<String> query = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.just("")),
                Tuple.of(1, Arbitraries.just("?")),
                Tuple.of(12, Combinators.combine(token, parameters()).as((t, p) -> "?" + t + p)));
        return Combinators.combine(paths(), query, sprinkles()).as((path, q, sprinkle) -> sprinkle.apply(path + q));
    }

    private Arbitrary<String> paths() {
        Arbitrary<String> user = segment(Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.of(known.userIds())),
                Tuple.of(3, Arbitraries.just("self")),
                Tuple.of(3, junk())));
        Arbitrary<String> media =
                segment(Arbitraries.frequencyOf(Tuple.of(6, Arbitraries.of(known.mediaIds())), Tuple.of(3, junk())));
        Arbitrary<String> comment =
                segment(Arbitraries.frequencyOf(Tuple.of(6, Arbitraries.of(known.commentIds())), Tuple.of(3, junk())));
        Arbitrary<String> any = segment(junk());
        Arbitrary<String> suffix = Arbitraries.frequencyOf(
                Tuple.of(20, Arbitraries.just("")),
                Tuple.of(4, Arbitraries.just(".json")),
                Tuple.of(1, Arbitraries.of("/", "//", ";jsessionid=1", "/..", "/%2e%2e")));
        Arbitrary<String> api = Arbitraries.frequencyOf(
                Tuple.of(3, Combinators.combine(user, suffix).as((u, s) -> "/v1/users/" + u + s)),
                Tuple.of(6, Combinators.combine(user, suffix).as((u, s) -> "/v1/users/" + u + "/relationship" + s)),
                Tuple.of(
                        3,
                        Combinators.combine(
                                        user, Arbitraries.of("follows", "followed-by", "requested-by", "media/recent"))
                                .as((u, list) -> "/v1/users/" + u + "/" + list)),
                Tuple.of(6, Combinators.combine(media, suffix).as((m, s) -> "/v1/media/" + m + "/comments" + s)),
                Tuple.of(
                        3,
                        Combinators.combine(media, comment, suffix)
                                .as((m, c, s) -> "/v1/media/" + m + "/comments/" + c + s)),
                Tuple.of(1, Combinators.combine(media, any).as((m, a) -> "/v1/media/" + m + "/" + a)),
                Tuple.of(1, any.map(a -> "/v1/" + a)),
                Tuple.of(
                        1,
                        Arbitraries.of(
                                "/v1",
                                "/v1/",
                                "/v1/users",
                                "/v1/users/self/feed",
                                "/V1/users/self",
                                "/v2/users/self")));
        Arbitrary<String> oauth = Arbitraries.frequencyOf(
                Tuple.of(
                        6,
                        Arbitraries.of(
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
                                "/OAUTH/authorize")),
                Tuple.of(1, any.map(a -> "/oauth/" + a)));
        Arbitrary<String> admin = Arbitraries.oneOf(
                Arbitraries.of(
                        "/admin", "/admin/", "/admin/users", "/admin/media", "/admin/apps", "/admin/seed", "/admin//"),
                Combinators.combine(
                                Arbitraries.of("apps", "users"),
                                Arbitraries.frequencyOf(
                                        Tuple.of(2, Arbitraries.just(known.clientId())),
                                        Tuple.of(2, Arbitraries.of(known.userIds())),
                                        Tuple.of(2, any)),
                                Arbitraries.of(
                                        "approve", "comment-write", "sandbox-users", "private", "revoke-tokens", "x"))
                        .as((kind, id, change) -> "/admin/" + kind + "/" + id + "/" + change),
                any.map(a -> "/admin/" + a));
        Arbitrary<String> elsewhere = Arbitraries.oneOf(
                Arbitraries.of("/health", "/health/", "/healthz", "/", "/demo/callback", "/favicon.ico", "/.env"),
                any.map(a -> "/" + a),
                Combinators.combine(any, any).as((a, b) -> "/" + a + "/" + b));
        return Arbitraries.frequencyOf(
                Tuple.of(10, api), Tuple.of(6, oauth), Tuple.of(3, admin), Tuple.of(1, elsewhere));
    }

    /** A path segment: the text encoded one of several ways, well or badly. */
    private Arbitrary<String> segment(Arbitrary<String> text) {
        return Combinators.combine(text, encodings()).as((t, encoding) -> encoding.apply(t));
    }

    /** Occasionally damages a finished target with a character that no URI may hold, raw. */
    private static Arbitrary<java.util.function.UnaryOperator<String>> sprinkles() {
        Arbitrary<java.util.function.UnaryOperator<String>> damage = Combinators.combine(
                        Arbitraries.of(NOT_URI_CHARACTERS),
                        Arbitraries.doubles().between(0, 1))
                .as((bad, where) -> target -> {
                    int at = 1 + (int) (where * (target.length() - 1));
                    return target.substring(0, at) + bad + target.substring(at);
                });
        return Arbitraries.frequencyOf(
                Tuple.of(20, Arbitraries.just(java.util.function.UnaryOperator.identity())), Tuple.of(1, damage));
    }

    // ---------------------------------------------------------------- parameters

    /** A query string or form body: parameters, duplicated at times, each part encoded its own way. */
    private Arbitrary<String> parameters() {
        Arbitrary<String> pair = Combinators.combine(parameterNames(), encodings(), parameterValues(), encodings())
                .as((name, nameEncoding, value, valueEncoding) -> {
                    String encodedName = nameEncoding.apply(name);
                    return value == null ? encodedName : encodedName + "=" + valueEncoding.apply(value);
                });
        Arbitrary<String> some = pair.list()
                .ofMinSize(1)
                .ofMaxSize(8)
                .flatMap(pairs -> Arbitraries.of(pairs)
                        .list()
                        .ofMinSize(0)
                        .ofMaxSize(2)
                        .map(again -> {
                            List<String> all = new ArrayList<>(pairs);
                            all.addAll(again);
                            return all;
                        }))
                .map(pairs -> String.join("&", pairs));
        Arbitrary<String> many = Arbitraries.integers().between(200, 300).map(n -> {
            StringBuilder out =
                    new StringBuilder("access_token=" + known.goodTokens().get(0));
            for (int i = 0; i < n; i++) {
                out.append("&p").append(i).append("=1");
            }
            return out.toString();
        });
        Arbitrary<String> odd = Arbitraries.of("&", "&&", "=", "==", "&=&", "a=b=c", "access_token", "access_token=");
        // Few, well-formed parameters of the API, so that requests also reach the rules behind the parsing.
        Arbitrary<String> focused = Arbitraries.oneOf(
                        Arbitraries.of(
                                        "follow",
                                        "unfollow",
                                        "block",
                                        "unblock",
                                        "approve",
                                        "deny",
                                        "ignore",
                                        "FOLLOW",
                                        "")
                                .map(a -> "action=" + a),
                        Arbitraries.of(
                                        "nice photo",
                                        "NICE PHOTO",
                                        "#a #b #c #d #e",
                                        "see http://a.example and https://b.example",
                                        "x".repeat(301),
                                        "bell\u0007",
                                        "é",
                                        " ")
                                .map(t -> "text=" + percentEncode(t)),
                        Arbitraries.of("0", "1", "200", "201", "-1", "abc", "99999999999999999999999")
                                .map(c -> "count=" + c),
                        Arbitraries.of("", "abc", "MTIz", "%FF").map(c -> "cursor=" + c))
                .list()
                .ofMaxSize(2)
                .map(pairs -> String.join("&", pairs));
        return Arbitraries.frequencyOf(Tuple.of(20, some), Tuple.of(20, focused), Tuple.of(1, many), Tuple.of(2, odd));
    }

    private static Arbitrary<String> parameterNames() {
        return Arbitraries.frequencyOf(Tuple.of(8, Arbitraries.of(PARAMETER_NAMES)), Tuple.of(1, junk()));
    }

    /** A value, or null for a name without {@code =}. */
    private Arbitrary<String> parameterValues() {
        return Arbitraries.frequencyOf(
                Tuple.of(6, tokens()),
                Tuple.of(
                        4,
                        Arbitraries.of(
                                "follow", "unfollow", "block", "unblock", "approve", "deny", "ignore", "FOLLOW", "")),
                Tuple.of(
                        3,
                        Arbitraries.of(
                                "nice photo",
                                "NICE PHOTO",
                                "#a #b #c #d #e",
                                "see http://a.example and https://b.example",
                                "x".repeat(301),
                                "line\nbreak",
                                "tab\there",
                                " ")),
                Tuple.of(2, Arbitraries.of("0", "1", "200", "201", "-1", "abc", "99999999999999999999999", "1e3")),
                Tuple.of(
                        3,
                        Arbitraries.of(
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
                                "S256")),
                Tuple.of(1, Arbitraries.just(known.clientSecret())),
                Tuple.of(2, Arbitraries.of(known.userIds())),
                Tuple.of(4, junk()),
                Tuple.of(1, huge()),
                Tuple.of(1, Arbitraries.just((String) null)));
    }

    private Arbitrary<String> tokens() {
        return Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.of(known.goodTokens())), Tuple.of(3, Arbitraries.of(known.badTokens())));
    }

    /** Random text: short, any characters (controls, NUL, surrogates, astral). */
    private static Arbitrary<String> junk() {
        return Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.strings().ofMinLength(1).ofMaxLength(20)),
                Tuple.of(
                        2,
                        Arbitraries.strings().alpha().numeric().ofMinLength(1).ofMaxLength(12)),
                Tuple.of(
                        1,
                        Arbitraries.of(
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
                                "😀",
                                "\uD800")));
    }

    /** Text of several KiB up to about 40 KiB. */
    private static Arbitrary<String> huge() {
        return Combinators.combine(Arbitraries.integers().between(1_000, 40_000), Arbitraries.of("a", "é", "%", "+ "))
                .as((n, unit) -> unit.repeat(n / unit.length()));
    }

    // ---------------------------------------------------------------- encodings

    /** How a piece of text goes into a URL or form: well encoded mostly, else raw or damaged. */
    private static Arbitrary<java.util.function.UnaryOperator<String>> encodings() {
        return Arbitraries.frequencyOf(
                Tuple.of(600, Arbitraries.just(HostileRequests::percentEncode)),
                Tuple.of(2, Arbitraries.just(HostileRequests::rawUtf8)),
                Tuple.of(1, insert(BROKEN_ESCAPES)),
                Tuple.of(5, insert(BAD_UTF8_ESCAPES)),
                Tuple.of(2, Arbitraries.just(text -> percentEncode(text) + "%00")));
    }

    private static Arbitrary<java.util.function.UnaryOperator<String>> insert(String[] pieces) {
        return Combinators.combine(Arbitraries.of(pieces), Arbitraries.doubles().between(0, 1))
                .as((piece, where) -> text -> {
                    String encoded = percentEncode(text);
                    int at = (int) (where * encoded.length());
                    // never inside an escape of the encoding itself
                    while (at > 0 && at < encoded.length() && encoded.lastIndexOf('%', at - 1) >= at - 2) {
                        at--;
                    }
                    return encoded.substring(0, at) + piece + encoded.substring(at);
                });
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

    private Arbitrary<List<String>> authorizations() {
        String basic = Base64.getEncoder()
                .encodeToString((known.clientId() + ":" + known.clientSecret()).getBytes(StandardCharsets.UTF_8));
        Arbitrary<String> bearer = tokens().map(t -> "Authorization: Bearer " + asciiOnly(t));
        return Arbitraries.frequencyOf(
                Tuple.of(12, Arbitraries.just(List.of())),
                Tuple.of(6, bearer.map(List::of)),
                Tuple.of(
                        2,
                        Arbitraries.of(
                                List.of("Authorization: Basic " + basic),
                                List.of("Authorization: Basic !!!"),
                                List.of("Authorization: Basic "
                                        + Base64.getEncoder()
                                                .encodeToString("nocolon".getBytes(StandardCharsets.UTF_8))),
                                List.of("Authorization: Bearer"),
                                List.of("Authorization: Digest username=x"),
                                List.of("Authorization: Bearer a", "Authorization: Bearer b"),
                                List.of("Cookie: shutter_session=forged; other=1"))),
                Tuple.of(1, Arbitraries.just(List.of("Authorization: Bearer " + known.adminToken()))));
    }

    /** The content type (null: none) and the body (null: none). */
    private Arbitrary<Tuple.Tuple2<String, byte[]>> bodies() {
        Arbitrary<String> types = Arbitraries.frequencyOf(
                Tuple.of(8, Arbitraries.just("application/x-www-form-urlencoded")),
                Tuple.of(2, Arbitraries.just((String) null)),
                Tuple.of(
                        4,
                        Arbitraries.of(
                                "application/x-www-form-urlencoded; charset=UTF-8",
                                "APPLICATION/X-WWW-FORM-URLENCODED",
                                "application/json",
                                "text/plain",
                                "multipart/form-data; boundary=x",
                                "",
                                ";;;",
                                "application/x-www-form-urlencoded; charset=\u00ff",
                                "*/*")));
        Arbitrary<byte[]> content = Arbitraries.frequencyOf(
                Tuple.of(4, Arbitraries.just((byte[]) null)),
                Tuple.of(1, Arbitraries.just(new byte[0])),
                Tuple.of(8, parameters().map(p -> p.getBytes(StandardCharsets.ISO_8859_1))),
                Tuple.of(
                        2,
                        Arbitraries.of(
                                        "{\"action\":\"follow\"}",
                                        "{\"username\":\"fuzz\",\"password\":\"x\"}",
                                        "{\"scopes\":[1,2]}",
                                        "{",
                                        "[]",
                                        "null",
                                        "{\"owner\":\"1\"}",
                                        "{\"sandbox_users\":\"x\"}")
                                .map(s -> s.getBytes(StandardCharsets.UTF_8))),
                Tuple.of(2, Arbitraries.bytes().array(byte[].class).ofMaxSize(2_000)),
                Tuple.of(1, Arbitraries.integers().between(60_000, 70_000).map(n -> new byte[n])));
        return Combinators.combine(types, content).as(Tuple::of);
    }

    private static String asciiOnly(String token) {
        return token.chars().allMatch(c -> c > ' ' && c < 0x7f) ? token : percentEncode(token);
    }
}
