package dev.shutter.domain.oauth;

/** The mode an app is in at an instant (docs/spec/photo-api.md 3.2). */
public enum AppMode {
    /** Development and test: only its sandbox users exist for it. */
    SANDBOX,
    /** Production: may request only its approved scopes. */
    LIVE
}
