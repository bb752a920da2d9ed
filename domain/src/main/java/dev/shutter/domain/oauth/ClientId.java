package dev.shutter.domain.oauth;

import io.vavr.control.Option;
import java.util.regex.Pattern;

/** An app's public identifier: 1 to 64 letters, digits, dots, dashes or underscores. */
public record ClientId(String value) {

    private static final Pattern VALID = Pattern.compile("[A-Za-z0-9._-]{1,64}");

    public ClientId {
        if (value == null || !VALID.matcher(value).matches()) {
            throw new IllegalArgumentException("a client id is 1 to 64 letters, digits, dots, dashes or underscores");
        }
    }

    /** The id, if {@code raw} is one. */
    public static Option<ClientId> parse(String raw) {
        return raw != null && VALID.matcher(raw).matches() ? Option.some(new ClientId(raw)) : Option.none();
    }

    @Override
    public String toString() {
        return value;
    }
}
