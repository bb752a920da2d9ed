package dev.shutter.domain.oauth;

import io.vavr.control.Option;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Objects;

/**
 * A registered redirect URI and the matching rules of spec 5.3 and DECISIONS section 4: scheme, host
 * (case-insensitively), port and path must be equal; a registered query must come first, in order; no
 * fragment; and for native apps (RFC 8252 7.3) {@code http://127.0.0.1} and {@code http://[::1]} match on
 * any port.
 */
public final class RedirectUri {

    private final String text;
    private final URI uri;

    private RedirectUri(String text, URI uri) {
        this.text = text;
        this.uri = uri;
    }

    /** A URI fit to be registered: absolute, with a host, no user info and no fragment. */
    public static Option<RedirectUri> parse(String raw) {
        return parseUri(raw).filter(u -> u.getRawFragment() == null).map(u -> new RedirectUri(raw, u));
    }

    /** Parses a URI that must be registrable; for trusted input such as configuration. */
    public static RedirectUri of(String raw) {
        return parse(raw).getOrElseThrow(() -> new IllegalArgumentException("not a registrable redirect URI"));
    }

    /** Whether {@code requested}, as sent in an authorization request, matches this registered URI. */
    public boolean matches(String requested) {
        Option<URI> parsed = parseUri(requested);
        if (parsed.isEmpty()) {
            return false;
        }
        URI candidate = parsed.get();
        return candidate.getRawFragment() == null
                && uri.getScheme().equalsIgnoreCase(candidate.getScheme())
                && uri.getHost().equalsIgnoreCase(candidate.getHost())
                && (isLoopback() || uri.getPort() == candidate.getPort())
                && Objects.equals(uri.getRawPath(), candidate.getRawPath())
                && queryMatches(candidate.getRawQuery());
    }

    /** The URI as registered. */
    public String value() {
        return text;
    }

    private boolean isLoopback() {
        String host = uri.getHost().toLowerCase(Locale.ROOT);
        return uri.getScheme().equalsIgnoreCase("http") && (host.equals("127.0.0.1") || host.equals("[::1]"));
    }

    private boolean queryMatches(String requestedQuery) {
        String registered = uri.getRawQuery();
        if (registered == null || registered.isEmpty()) {
            return true;
        }
        return requestedQuery != null
                && (requestedQuery.equals(registered) || requestedQuery.startsWith(registered + "&"));
    }

    private static Option<URI> parseUri(String raw) {
        if (raw == null || raw.isEmpty() || raw.length() > 2048) {
            return Option.none();
        }
        try {
            URI parsed = new URI(raw);
            boolean usable = parsed.isAbsolute()
                    && !parsed.isOpaque()
                    && parsed.getHost() != null
                    && parsed.getRawUserInfo() == null;
            return usable ? Option.some(parsed) : Option.none();
        } catch (URISyntaxException e) {
            return Option.none();
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RedirectUri that && text.equals(that.text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return text;
    }
}
