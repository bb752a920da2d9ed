package dev.shutter.domain.oauth;

import io.vavr.control.Option;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A verified redirect URI and how to answer on it: in the query (code flow) or the fragment (implicit
 * flow), with {@code state} echoed and the issuer (RFC 9207) added.
 */
public record RedirectTarget(String redirectUri, boolean inFragment, Option<String> state) {

    public RedirectTarget {
        Objects.requireNonNull(redirectUri, "redirectUri");
        Objects.requireNonNull(state, "state");
    }

    /** The URL to send the browser to, with {@code params}, then {@code state}, then {@code iss}. */
    public String withParameters(Map<String, String> params, String issuer) {
        Map<String, String> all = new LinkedHashMap<>(params);
        state.forEach(s -> all.put("state", s));
        all.put("iss", issuer);
        String encoded = all.entrySet().stream()
                .map(e -> encode(e.getKey()) + "=" + encode(e.getValue()))
                .collect(Collectors.joining("&"));
        if (inFragment) {
            return redirectUri + "#" + encoded;
        }
        return redirectUri + (redirectUri.contains("?") ? "&" : "?") + encoded;
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
