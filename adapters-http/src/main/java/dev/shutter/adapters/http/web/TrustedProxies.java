package dev.shutter.adapters.http.web;

import io.vavr.control.Option;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

/**
 * The proxies whose word on TLS counts (docs/spec/DECISIONS.md section 8): a request received in the clear is
 * {@link Transport#FORWARDED_TLS} only when it comes from one of them and carries {@code X-Forwarded-Proto:
 * https}. Every binding asks it, so that the rule is written once.
 */
public final class TrustedProxies {

    /** The header a TLS-terminating proxy sets. */
    public static final String FORWARDED_PROTO = "X-Forwarded-Proto";

    private static final TrustedProxies NONE = new TrustedProxies(Set.of());

    private final Set<String> addresses;

    private TrustedProxies(Set<String> addresses) {
        this.addresses = Set.copyOf(addresses);
    }

    /** No proxy is trusted. */
    public static TrustedProxies none() {
        return NONE;
    }

    /** {@code proxies}, by address. */
    public static TrustedProxies of(Collection<InetAddress> proxies) {
        Set<String> addresses = new HashSet<>();
        proxies.forEach(proxy -> addresses.add(proxy.getHostAddress()));
        return new TrustedProxies(addresses);
    }

    /** {@code addresses}: IP addresses in {@code InetAddress.getHostAddress()} form. */
    public static TrustedProxies ofAddresses(Set<String> addresses) {
        return new TrustedProxies(addresses);
    }

    /** Whether a request from {@code source} with {@code forwardedProto} was received over TLS by a trusted proxy. */
    public boolean vouchForTls(InetSocketAddress source, Option<String> forwardedProto) {
        return trusts(source) && forwardedProto.exists("https"::equalsIgnoreCase);
    }

    /** Whether {@code source} is one of the trusted proxies. */
    public boolean trusts(InetSocketAddress source) {
        return source != null
                && source.getAddress() != null
                && addresses.contains(source.getAddress().getHostAddress());
    }

    /** How a request reached the server: over TLS on its own connection ({@code tls}), or as the proxies vouch. */
    public Transport transport(boolean tls, InetSocketAddress source, Option<String> forwardedProto) {
        if (tls) {
            return Transport.TLS;
        }
        return vouchForTls(source, forwardedProto) ? Transport.FORWARDED_TLS : Transport.PLAIN;
    }
}
