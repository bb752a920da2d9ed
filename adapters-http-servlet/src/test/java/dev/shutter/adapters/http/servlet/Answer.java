package dev.shutter.adapters.http.servlet;

import java.net.http.HttpResponse;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * What a client read of an answer, with what differs between servers of the same answer left out: the server's
 * own fields ({@code Date}, {@code Server}, framing), the spacing of a content type's parameters (Tomcat writes
 * {@code application/json;charset=utf-8}), a page's CSRF token, what is left of a rate budget, and the origin and
 * mount of the server, written {@code {base}}.
 */
record Answer(int status, Map<String, List<String>> headers, String body) {

    /** A page's CSRF token, its session's own. */
    private static final Pattern CSRF = Pattern.compile("name=\"csrf_token\" value=\"[^\"]*\"");

    /** The fields an answer of the surface sets. */
    private static final List<String> FIELDS = List.of(
            "content-type",
            "cache-control",
            "www-authenticate",
            "retry-after",
            "allow",
            "location",
            "deprecation",
            "x-ratelimit-limit",
            "x-ratelimit-remaining");

    /**
     * A field's value as compared: a content type without spaces, the origin written {@code {base}}, and what is
     * left of a rate budget as {@code {n}} unless it is spent (the servers of a test share one budget).
     */
    private static String of(String field, String value, String base) {
        if (field.equals("content-type")) {
            return value.replace(" ", "").toLowerCase(Locale.ROOT);
        }
        if (field.equals("x-ratelimit-remaining") && !value.equals("0")) {
            return "{n}";
        }
        return value.replace(base, "{base}");
    }

    static Answer of(HttpResponse<String> response, String base) {
        Map<String, List<String>> headers = new TreeMap<>();
        for (String field : FIELDS) {
            List<String> values = response.headers().allValues(field);
            if (!values.isEmpty()) {
                headers.put(
                        field,
                        values.stream().map(value -> of(field, value, base)).toList());
            }
        }
        String body = CSRF.matcher(response.body()).replaceAll("name=\"csrf_token\" value=\"{csrf}\"");
        return new Answer(response.statusCode(), headers, body.replace(base, "{base}"));
    }
}
