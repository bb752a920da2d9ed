package dev.shutter.server.web;

import io.undertow.Undertow;
import io.undertow.UndertowOptions;

/**
 * Undertow's own limits, set where the handlers see every request they can answer. Undertow refuses a request
 * over one of them before any handler runs, with a bare 400 (HTTP/1.1) or no status at all (HTTP/2): no
 * error of the catalogue, and over plain HTTP no revocation of the token it carries. So only the size of the
 * head (request line and header fields together) is left to it, as a backstop far above the 16 KiB of header
 * fields and of query the handlers answer themselves; its counts of parameters, header fields and cookies
 * (1,000, 200 and 200 by default) are raised to the backstop's bytes, which no head under it can reach.
 */
public final class ParserLimits {

    /** The most bytes of head Undertow parses, on either protocol: 64 KiB. */
    public static final int HEAD_BYTES = 64 * 1024;

    /** Each parameter, header field or cookie takes at least one byte of the head. */
    private static final int COUNT = HEAD_BYTES;

    private ParserLimits() {}

    /** {@code builder} with these limits. */
    public static Undertow.Builder on(Undertow.Builder builder) {
        return builder.setServerOption(UndertowOptions.MAX_HEADER_SIZE, HEAD_BYTES)
                .setServerOption(UndertowOptions.MAX_PARAMETERS, COUNT)
                .setServerOption(UndertowOptions.MAX_HEADERS, COUNT)
                .setServerOption(UndertowOptions.MAX_COOKIES, COUNT);
    }
}
