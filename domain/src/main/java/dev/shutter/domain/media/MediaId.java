package dev.shutter.domain.media;

import dev.shutter.domain.IdentifierRule;
import io.vavr.control.Option;

/** A media identifier: digits and underscores, such as {@code 657988443280050001_25025320}. */
public record MediaId(String value) {

    private static final IdentifierRule VALID = IdentifierRule.digits(64, "_");

    public MediaId {
        if (value == null || !VALID.matches(value)) {
            throw new IllegalArgumentException("a media id is 1 to 64 digits or underscores");
        }
    }

    /** The id, if {@code raw} is one. */
    public static Option<MediaId> parse(String raw) {
        return raw != null && VALID.matches(raw) ? Option.some(new MediaId(raw)) : Option.none();
    }

    @Override
    public String toString() {
        return value;
    }
}
