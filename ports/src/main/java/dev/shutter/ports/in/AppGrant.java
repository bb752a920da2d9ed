package dev.shutter.ports.in;

/** What a new app may do beyond the code flow with its approved scopes ({@link CreateAppCommand.Builder#grant}). */
public enum AppGrant {
    /** POST comments (with the {@code comments} scope). */
    COMMENT_WRITE,
    /** The implicit flow ({@code response_type=token}). */
    IMPLICIT_FLOW,
    /** Each of its {@code /v1} requests must carry a signature ({@code sig}). */
    SIGNED_REQUESTS
}
