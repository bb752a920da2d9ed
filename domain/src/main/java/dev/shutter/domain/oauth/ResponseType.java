package dev.shutter.domain.oauth;

import io.vavr.control.Option;

/** The two flows: {@code code} (explicit) and {@code token} (implicit). */
public enum ResponseType {
    CODE("code"),
    TOKEN("token");

    private final String wireName;

    ResponseType(String wireName) {
        this.wireName = wireName;
    }

    /** The name in {@code response_type}. */
    public String wireName() {
        return wireName;
    }

    /** The type named {@code raw}, if it is one. */
    public static Option<ResponseType> parse(String raw) {
        for (ResponseType type : values()) {
            if (type.wireName.equals(raw)) {
                return Option.some(type);
            }
        }
        return Option.none();
    }
}
