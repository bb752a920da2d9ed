package dev.shutter.domain.oauth;

import io.vavr.control.Either;
import io.vavr.control.Option;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Objects;

/**
 * A registered redirect URI and the matching rules of docs/spec/photo-api.md 5.3 and docs/spec/DECISIONS.md section 4:
 * scheme, host (case-insensitively), port and path must be equal; a registered query must come first, in order; no
 * fragment; and for native apps (RFC 8252 7.3) {@code http://127.0.0.1} and {@code http://[::1]} match on
 * any port from 1 to 65535. Plain {@code http} is registrable only for a loopback host (RFC 8252 8.3): a
 * code sent in the clear to any other host could be read on the way. No {@link ResponseParameters} name may be in
 * a registered query: the response would carry it twice.
 */
public final class RedirectUri {

    private final String text;
    private final URI uri;

    private RedirectUri(String text, URI uri) {
        this.text = text;
        this.uri = uri;
    }

    /** What a client may register over plain {@code http}. */
    public static final String LOOPBACK_ONLY =
            "must use https; http is allowed only for a loopback host (127.0.0.1, [::1] or localhost, RFC 8252)";

    /**
     * A URI fit to be registered: absolute, with a host, no user info, no fragment, a port from 1 to 65535
     * if it has one, and {@code https} (or another scheme, such as a native app's own), or {@code http} on a
     * loopback host only.
     */
    public static Option<RedirectUri> parse(String raw) {
        return registrable(raw).toOption();
    }

    /** {@link #parse}, or why {@code raw} cannot be registered, in words for the operator. */
    public static Either<String, RedirectUri> registrable(String raw) {
        Option<URI> parsed = parseUri(raw).filter(u -> u.getRawFragment() == null);
        if (parsed.isEmpty()) {
            return Either.left("not an absolute URI with a host and no fragment");
        }
        URI uri = parsed.get();
        if (!portInRange(uri)) {
            return Either.left("the port must be from 1 to 65535");
        }
        if (uri.getScheme().equalsIgnoreCase("http") && !isLoopbackHost(uri.getHost(), true)) {
            return Either.left(LOOPBACK_ONLY);
        }
        Option<String> repeated = ResponseParameters.firstIn(uri.getRawQuery());
        if (repeated.isDefined()) {
            return Either.left("must not carry the response parameter " + repeated.get()
                    + " in its query: the authorization response adds it (RFC 6749 section 3.1)");
        }
        return Either.right(new RedirectUri(raw, uri));
    }

    /**
     * A URI as stored or configured: absolute, with a host, no user info and no fragment. The scheme and
     * port rules of {@link #registrable} are not applied again, so that an app registered before them still
     * loads.
     */
    public static RedirectUri of(String raw) {
        return parseUri(raw)
                .filter(u -> u.getRawFragment() == null)
                .map(u -> new RedirectUri(raw, u))
                .getOrElseThrow(() -> new IllegalArgumentException("not a registrable redirect URI"));
    }

    /** Whether {@code requested}, as sent in an authorization request, matches this registered URI. */
    public boolean matches(String requested) {
        Option<URI> parsed = parseUri(requested);
        if (parsed.isEmpty()) {
            return false;
        }
        URI candidate = parsed.get();
        return candidate.getRawFragment() == null
                && portInRange(candidate)
                && uri.getScheme().equalsIgnoreCase(candidate.getScheme())
                && uri.getHost().equalsIgnoreCase(candidate.getHost())
                && (isLoopback() || uri.getPort() == candidate.getPort())
                && Objects.equals(uri.getRawPath(), candidate.getRawPath())
                && queryMatches(candidate.getRawQuery());
    }

    /**
     * The first {@link ResponseParameters} name in the query of {@code requested}, a URI that {@link #matches}
     * a registered one; none if it names none (or is no URI).
     */
    public static Option<String> responseParameterIn(String requested) {
        return parseUri(requested).flatMap(u -> ResponseParameters.firstIn(u.getRawQuery()));
    }

    /** The URI as registered. */
    public String value() {
        return text;
    }

    /** Any port matches only on a loopback IP literal over http (RFC 8252 7.3), never on localhost. */
    private boolean isLoopback() {
        return uri.getScheme().equalsIgnoreCase("http") && isLoopbackHost(uri.getHost(), false);
    }

    private static boolean isLoopbackHost(String rawHost, boolean orLocalhost) {
        String host = rawHost.toLowerCase(Locale.ROOT);
        return host.equals("127.0.0.1") || host.equals("[::1]") || (orLocalhost && host.equals("localhost"));
    }

    /** No port, or one a socket can have: {@code :0} and {@code :99999} parse as URIs but reach nothing. */
    private static boolean portInRange(URI candidate) {
        int port = candidate.getPort();
        return port == -1 || (port >= 1 && port <= 65535);
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
