package dev.shutter.adapters.http.web;

import io.vavr.control.Option;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.regex.Pattern;

/**
 * Where absolute URLs the server writes start (docs/spec/DECISIONS.md section 1): the configured public base URL,
 * or else the scheme, host and port the request was sent to, followed by where the host mounted the surface
 * ({@link WebRequest#mount()}). A configured URL is taken as it is: it names the surface's root, mount included. A {@code Host} header that is not a plain
 * host and port is not echoed; the listener's own address is used instead.
 */
public final class BaseUrl {

    private static final Pattern HOST_AND_PORT =
            Pattern.compile("(\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9.-]{1,253})(:[0-9]{1,5})?");

    private final Option<String> configured;

    /** {@code configured}: an absolute URL without a trailing slash, or none. */
    public BaseUrl(Option<String> configured) {
        this.configured = configured.map(url -> url.endsWith("/") ? url.substring(0, url.length() - 1) : url);
    }

    /** Whether {@code raw} can be a configured base URL: an absolute http(s) URL with a host, without query or fragment. */
    public static boolean isValid(String raw) {
        try {
            URI uri = new URI(raw);
            return uri.isAbsolute()
                    && ("https".equals(uri.getScheme()) || "http".equals(uri.getScheme()))
                    && uri.getHost() != null
                    && uri.getRawQuery() == null
                    && uri.getRawFragment() == null;
        } catch (URISyntaxException e) {
            return false;
        }
    }

    /** The base URL for answers to {@code request}, without a trailing slash. */
    public String of(WebRequest request) {
        if (configured.isDefined()) {
            return configured.get();
        }
        String scheme = request.secure() ? "https" : "http";
        InetSocketAddress local = request.local();
        String name = local.getHostString().contains(":") ? "[" + local.getHostString() + "]" : local.getHostString();
        // Without a Host header (HTTP/1.0), the listener's address, its port left out where it is the scheme's.
        String host = request.header("Host")
                .getOrElse(
                        () -> local.getPort() == (request.secure() ? 443 : 80) ? name : name + ":" + local.getPort());
        if (!HOST_AND_PORT.matcher(host).matches()) {
            host = name + ":" + local.getPort();
        }
        return scheme + "://" + host + request.mount();
    }
}
