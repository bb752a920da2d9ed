package dev.shutter.domain.media;

import io.vavr.control.Option;
import java.util.regex.Pattern;

/** A media identifier: digits and underscores, such as {@code 657988443280050001_25025320}. */
public record MediaId(String value) {

    private static final Pattern VALID = Pattern.compile("[0-9_]{1,64}");

    public MediaId {
        if (value == null || !VALID.matcher(value).matches()) {
            throw new IllegalArgumentException("a media id is 1 to 64 digits or underscores");
        }
    }

    /** The id, if {@code raw} is one. */
    public static Option<MediaId> parse(String raw) {
        return raw != null && VALID.matcher(raw).matches() ? Option.some(new MediaId(raw)) : Option.none();
    }

    @Override
    public String toString() {
        return value;
    }
}
