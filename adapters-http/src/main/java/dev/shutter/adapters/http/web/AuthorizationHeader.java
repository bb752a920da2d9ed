package dev.shutter.adapters.http.web;

import io.vavr.control.Option;
import java.util.Locale;

/** The credentials a request carries in its {@code Authorization} header. */
public final class AuthorizationHeader {

    private AuthorizationHeader() {}

    /** The credentials of an {@code Authorization} header with {@code scheme} ({@code Bearer}, {@code Basic}), or none. */
    public static Option<String> credentials(WebRequest request, String scheme) {
        String prefix = scheme.toLowerCase(Locale.ROOT) + " ";
        return request.header("Authorization")
                .filter(header -> header.length() > prefix.length()
                        && header.toLowerCase(Locale.ROOT).startsWith(prefix))
                .map(header -> header.substring(prefix.length()).trim());
    }
}
