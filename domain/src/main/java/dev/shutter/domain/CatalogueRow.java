package dev.shutter.domain;

/**
 * The error catalogue of {@code /v1} as data: one row per entry of docs/spec/DECISIONS.md section 2, plus the one
 * the spec's table leaves out (two tokens that differ, decided in its section 1). Each {@link Failure} names its row;
 * the row alone says the HTTP status, the {@code error_type} and the message, so a host can also answer by row
 * (an enum switch is exhaustive) instead of by failure type.
 */
public enum CatalogueRow {
    MISSING_ACCESS_TOKEN(400, "OAuthParameterException", "Missing access_token URL parameter."),
    CONFLICTING_ACCESS_TOKENS(
            400,
            "OAuthParameterException",
            "The access_token parameter and the Authorization header carry different tokens."),
    INVALID_ACCESS_TOKEN(400, "OAuthAccessTokenException", "The access_token provided is invalid."),
    MISSING_SCOPE(
            400,
            "OAuthPermissionsException",
            "This request requires scope={scope}, but this access token is not authorized with this scope. The user"
                    + " must re-authorize your application with scope={scope} to be granted write permissions."),
    RATE_LIMITED(
            429,
            "OAuthRateLimitException",
            "The maximum number of requests per hour has been exceeded. You have made {made} requests of the"
                    + " {allowed} allowed in the last hour."),
    SIGNATURE_MISSING(403, "OAuthForbiddenException", "Invalid signed-request: Missing required parameter 'sig'"),
    SIGNATURE_MISMATCH(403, "OAuthForbiddenException", "Invalid signed-request: Signature does not match"),
    HTTPS_REQUIRED(403, "OAuthForbiddenException", "HTTPS is required."),
    USER_NOT_FOUND(400, "APINotFoundError", "this user does not exist"),
    MEDIA_NOT_FOUND(400, "APINotFoundError", "invalid media id"),
    COMMENT_NOT_FOUND(400, "APINotFoundError", "invalid comment id"),
    NOT_ALLOWED_TO_VIEW(400, "APINotAllowedError", "you cannot view this resource"),
    NOT_ALLOWED_TO_DELETE(400, "APINotAllowedError", "you cannot delete this comment"),
    NOT_ALLOWED_TO_FOLLOW(400, "APINotAllowedError", "you cannot follow this user"),
    ACTION_ON_SELF(400, "APIInvalidParametersError", "you cannot perform this action on yourself"),
    NO_PENDING_REQUEST(400, "APINotFoundError", "no pending follow request from this user"),
    INVALID_PARAMETER(400, "APIInvalidParametersError", "{sentence}"),
    COMMENT_TOO_LONG(400, "APICommentTooLongError", "Your comment is too long."),
    COMMENT_TOO_MANY_TAGS(400, "APICommentTooManyTagsError", "The comment cannot contain more than 4 hashtags."),
    COMMENT_TOO_MANY_URLS(400, "APICommentTooManyURLsError", "The comment cannot contain more than 1 URL."),
    COMMENT_ALL_CAPS(400, "APICommentAllCapsError", "The comment cannot consist of all capital letters."),
    COMMENT_WRITE_NOT_PERMITTED(400, "APIError", "This client ID is not permitted to POST comments."),
    ENDPOINT_NOT_FOUND(404, "APINotFoundError", "this endpoint does not exist"),
    METHOD_NOT_ALLOWED(405, "APIInvalidParametersError", "method not allowed"),
    UNAVAILABLE(503, "APIError", "The service is temporarily unavailable. Please try again later."),
    OUTCOME_UNKNOWN(
            503,
            "APIError",
            "The service is temporarily unavailable, and this request may have been applied. Check before"
                    + " sending it again."),
    UNEXPECTED(500, "APIError", "an unexpected error occurred");

    private final int code;
    private final String errorType;
    private final MessageTemplate message;

    CatalogueRow(int code, String errorType, String message) {
        this.code = code;
        this.errorType = errorType;
        this.message = MessageTemplate.of(message);
    }

    /** HTTP status, also {@code meta.code}. */
    public int code() {
        return code;
    }

    /** The {@code error_type} of the envelope. */
    public String errorType() {
        return errorType;
    }

    /** The {@code error_message} of the envelope, with the slots a failure of this row fills. */
    public MessageTemplate message() {
        return message;
    }
}
