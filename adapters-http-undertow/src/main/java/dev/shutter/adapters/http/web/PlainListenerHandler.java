package dev.shutter.adapters.http.web;

import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.vavr.control.Option;
import java.util.Set;

/**
 * The root of the plain-HTTP listener (docs/spec/DECISIONS.md section 8): a request counts as HTTPS only when
 * {@link TrustedProxies} vouch for it; every other one is refused.
 */
public final class PlainListenerHandler implements HttpHandler {

    private final TrustedProxies trustedProxies;
    private final HttpHandler secure;
    private final HttpHandler refuse;

    public PlainListenerHandler(TrustedProxies trustedProxies, HttpHandler secure, HttpHandler refuse) {
        this.trustedProxies = trustedProxies;
        this.secure = secure;
        this.refuse = refuse;
    }

    /** {@code trustedProxies}: IP addresses in {@code InetAddress.getHostAddress()} form. */
    public PlainListenerHandler(Set<String> trustedProxies, HttpHandler secure, HttpHandler refuse) {
        this(TrustedProxies.ofAddresses(trustedProxies), secure, refuse);
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        Option<String> proto = Option.of(exchange.getRequestHeaders().getFirst(TrustedProxies.FORWARDED_PROTO));
        if (trustedProxies.vouchForTls(exchange.getSourceAddress(), proto)) {
            exchange.setRequestScheme("https");
            secure.handleRequest(exchange);
        } else {
            refuse.handleRequest(exchange);
        }
    }
}
