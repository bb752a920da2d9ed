package dev.shutter.domain.oauth;

/** Where an access token is in its lifecycle. Only {@link #VALID} tokens authenticate. */
public enum TokenState {
    VALID,
    REVOKED,
    EXPIRED
}
