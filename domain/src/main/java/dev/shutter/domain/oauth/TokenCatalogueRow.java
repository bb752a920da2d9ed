package dev.shutter.domain.oauth;

import dev.shutter.domain.MessageTemplate;

/**
 * The refusals of the token, revocation and introspection endpoints as data: the rows of the token-endpoint table
 * of docs/spec/DECISIONS.md section 3, plus the introspection's own and a malformed request. Each {@link
 * TokenFailure} names its row; the row alone says the HTTP status, RFC 6749's {@code error} and the platform's
 * message (also the {@code error_description}).
 */
public enum TokenCatalogueRow {
    MISSING_CLIENT_ID(400, "invalid_request", "You must provide a client_id"),
    UNKNOWN_CLIENT(400, "invalid_client", "Invalid Client ID"),
    WRONG_CLIENT_SECRET(401, "invalid_client", "Invalid Client Secret"),
    CONFIDENTIAL_CLIENT_REQUIRED(401, "invalid_client", "Only a client with a secret may introspect tokens"),
    UNSUPPORTED_GRANT_TYPE(400, "unsupported_grant_type", "Invalid grant_type"),
    MISSING_CODE(400, "invalid_request", "You must provide a code"),
    INVALID_GRANT(400, "invalid_grant", "Matching code was not found or was already used."),
    REDIRECT_URI_MISMATCH(400, "invalid_grant", "Redirect URI does not match registered redirect URI"),
    INVALID_REQUEST(400, "invalid_request", "{message}"),
    TOO_MANY_REQUESTS(429, "invalid_request", "Too many requests; retry in {retryAfterSeconds} seconds");

    private final int status;
    private final String error;
    private final MessageTemplate message;

    TokenCatalogueRow(int status, String error, String message) {
        this.status = status;
        this.error = error;
        this.message = MessageTemplate.of(message);
    }

    /** HTTP status. */
    public int status() {
        return status;
    }

    /** RFC 6749 {@code error}. */
    public String error() {
        return error;
    }

    /** The platform's {@code error_message}, also sent as {@code error_description}, with its slots. */
    public MessageTemplate message() {
        return message;
    }
}
