package dev.shutter.domain.oauth;

import io.vavr.control.Option;
import java.util.Arrays;

/** A permission scope a user grants an app. {@link #BASIC} is always granted. */
public enum Scope {
    BASIC("basic"),
    COMMENTS("comments"),
    RELATIONSHIPS("relationships"),
    LIKES("likes"),
    FOLLOWER_LIST("follower_list"),
    PUBLIC_CONTENT("public_content");

    private final String wireName;

    Scope(String wireName) {
        this.wireName = wireName;
    }

    /** The name in {@code scope} parameters. */
    public String wireName() {
        return wireName;
    }

    /** The scope named {@code name}, if it is a known one (names are case-sensitive). */
    public static Option<Scope> byWireName(String name) {
        return Option.ofOptional(
                Arrays.stream(values()).filter(s -> s.wireName.equals(name)).findFirst());
    }
}
