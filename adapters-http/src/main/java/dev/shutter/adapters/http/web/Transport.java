package dev.shutter.adapters.http.web;

/** How a request reached the server: what the pages and the plain-HTTP rules tell apart. */
public enum Transport {

    /** Over TLS on this very connection. */
    TLS,

    /** In the clear from a proxy the host trusts, which received it over TLS ({@code X-Forwarded-Proto: https}). */
    FORWARDED_TLS,

    /** In the clear, with nothing to vouch for it. */
    PLAIN;

    /** Whether the request crossed the network encrypted. */
    public boolean secure() {
        return this != PLAIN;
    }
}
