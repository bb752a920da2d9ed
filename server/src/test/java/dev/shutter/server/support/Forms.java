package dev.shutter.server.support;

import java.net.URI;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/** Query strings and form bodies in tests. */
public final class Forms {

    private Forms() {}

    /** {@code fields} urlencoded, in order. */
    public static String encode(Map<String, String> fields) {
        return fields.entrySet().stream()
                .map(e -> enc(e.getKey()) + "=" + enc(e.getValue()))
                .collect(Collectors.joining("&"));
    }

    /** One value urlencoded. */
    public static String enc(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    /** The parameters of the query of {@code url}, or of its fragment when it has one. */
    public static Map<String, String> parametersOf(String url) {
        URI uri = URI.create(url);
        String raw = uri.getRawFragment() != null ? uri.getRawFragment() : uri.getRawQuery();
        Map<String, String> values = new LinkedHashMap<>();
        if (raw == null) {
            return values;
        }
        for (String pair : raw.split("&")) {
            String[] kv = pair.split("=", 2);
            values.put(
                    URLDecoder.decode(kv[0], StandardCharsets.UTF_8),
                    kv.length > 1 ? URLDecoder.decode(kv[1], StandardCharsets.UTF_8) : "");
        }
        return values;
    }

    /** A small ordered map from name-value pairs. */
    public static Map<String, String> of(String... pairs) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i + 1 < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return map;
    }
}
