package dev.shutter.domain.oauth;

import io.vavr.control.Option;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * The parameters an authorization response carries (RFC 6749 4.1.2, 4.1.2.1, 4.2.2, 4.2.2.1; RFC 9207 and the
 * platform's {@code error_reason}), which RFC 6749 3.1 says "MUST NOT be included more than once". A redirect
 * URI whose own query already holds one would send it twice, the attacker's value first: a client that reads
 * the first {@code code} redeems the attacker's, and a forged {@code iss} defeats RFC 9207's mix-up defence.
 * So such a URI is neither registered nor accepted in a request, whatever the flow.
 */
final class ResponseParameters {

    /** Every name the server writes into a redirect, and the others RFC 6749 defines for one. */
    public static final Set<String> NAMES = Set.of(
            "code",
            "state",
            "iss",
            "error",
            "error_description",
            "error_reason",
            "error_uri",
            "access_token",
            "token_type",
            "expires_in",
            "scope");

    private ResponseParameters() {}

    /**
     * The first response parameter named in {@code rawQuery} (a URI's raw query; null is none), its name
     * percent-decoded as a client's parser would read it ({@code c%6Fde} is {@code code}). Parameters are
     * separated by {@code &} and also by {@code ;}, which some parsers still split on (Python's before 3.9.2).
     */
    public static Option<String> firstIn(String rawQuery) {
        if (rawQuery == null || rawQuery.isEmpty()) {
            return Option.none();
        }
        for (String pair : rawQuery.split("[&;]", -1)) {
            int eq = pair.indexOf('=');
            String name = decode(eq < 0 ? pair : pair.substring(0, eq));
            if (NAMES.contains(name)) {
                return Option.some(name);
            }
        }
        return Option.none();
    }

    /**
     * The name as a form parser reads it. A URI that parsed has only well-formed escapes; any other text is
     * kept as written (no response name has a {@code %}).
     */
    private static String decode(String raw) {
        try {
            return URLDecoder.decode(raw, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return raw;
        }
    }
}
