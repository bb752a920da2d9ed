package dev.shutter.domain.oauth;

import io.vavr.control.Option;

/**
 * Where an app stands in review, as registered: approved ({@link #LIVE}), not approved ({@link
 * #SANDBOX}), or created before the cut-over and never approved ({@link #UNREVIEWED_LIVE}: Live until the
 * deadline, Sandbox after it). {@link Timeline#modeAt} turns it into the {@link AppMode} at an instant.
 */
public enum AppStatus {
    LIVE("live"),
    SANDBOX("sandbox"),
    UNREVIEWED_LIVE("unreviewed-live");

    private final String wireName;

    AppStatus(String wireName) {
        this.wireName = wireName;
    }

    /** The name in fixtures and the operator API. */
    public String wireName() {
        return wireName;
    }

    /** The status named {@code name}, if any. */
    public static Option<AppStatus> byWireName(String name) {
        for (AppStatus status : values()) {
            if (status.wireName.equals(name)) {
                return Option.some(status);
            }
        }
        return Option.none();
    }
}
