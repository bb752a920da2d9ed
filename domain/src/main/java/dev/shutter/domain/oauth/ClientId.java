package dev.shutter.domain.oauth;

import dev.shutter.domain.IdentifierRule;
import io.vavr.control.Option;

/** An app's public identifier: 1 to 64 letters, digits, dots, dashes or underscores. */
public record ClientId(String value) {

    private static final IdentifierRule VALID = IdentifierRule.lettersAndDigits(64, "._-");

    public ClientId {
        if (value == null || !VALID.matches(value)) {
            throw new IllegalArgumentException("a client id is 1 to 64 letters, digits, dots, dashes or underscores");
        }
    }

    /** The id, if {@code raw} is one. */
    public static Option<ClientId> parse(String raw) {
        return raw != null && VALID.matches(raw) ? Option.some(new ClientId(raw)) : Option.none();
    }

    @Override
    public String toString() {
        return value;
    }
}
