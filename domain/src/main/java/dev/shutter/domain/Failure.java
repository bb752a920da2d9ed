package dev.shutter.domain;

import dev.shutter.domain.oauth.Scope;

/**
 * Why a {@code /v1} request was refused: one case per row of the error catalogue (docs/spec/DECISIONS.md section 2).
 *
 * <p>Every case knows its HTTP status (equal to {@code meta.code}), its {@code error_type} and its exact
 * {@code error_message}, so an adapter renders any failure the same way. The interface is sealed: a
 * test can walk {@link Class#getPermittedSubclasses()} and prove that every case is rendered.
 */
public sealed interface Failure {

    /** HTTP status, also {@code meta.code}. */
    int code();

    /** The {@code error_type} of the envelope. */
    String errorType();

    /** The exact {@code error_message} of the envelope. */
    String message();

    /** No access token was sent. */
    record MissingAccessToken() implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "OAuthParameterException";
        }

        public String message() {
            return "Missing access_token URL parameter.";
        }
    }

    /** The token came both as a parameter and as a bearer header, and the two differ. */
    record ConflictingAccessTokens() implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "OAuthParameterException";
        }

        public String message() {
            return "The access_token parameter and the Authorization header carry different tokens.";
        }
    }

    /** The token is unknown, revoked or expired. */
    record InvalidAccessToken() implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "OAuthAccessTokenException";
        }

        public String message() {
            return "The access_token provided is invalid.";
        }
    }

    /** The token was not granted the scope the endpoint needs. */
    record MissingScope(Scope scope) implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "OAuthPermissionsException";
        }

        public String message() {
            String name = scope.wireName();
            return "This request requires scope=" + name
                    + ", but this access token is not authorized with this scope. The user must re-authorize"
                    + " your application with scope=" + name + " to be granted write permissions.";
        }
    }

    /** Too many requests in the sliding hour; {@code retryAfterSeconds} says when one more will pass. */
    record RateLimited(long made, long allowed, long retryAfterSeconds) implements Failure {
        public int code() {
            return 429;
        }

        public String errorType() {
            return "OAuthRateLimitException";
        }

        public String message() {
            return "The maximum number of requests per hour has been exceeded. You have made " + made
                    + " requests of the " + allowed + " allowed in the last hour.";
        }
    }

    /** The app enforces signed requests and {@code sig} is missing. */
    record SignatureMissing() implements Failure {
        public int code() {
            return 403;
        }

        public String errorType() {
            return "OAuthForbiddenException";
        }

        public String message() {
            return "Invalid signed-request: Missing required parameter 'sig'";
        }
    }

    /** {@code sig} does not match the request. */
    record SignatureMismatch() implements Failure {
        public int code() {
            return 403;
        }

        public String errorType() {
            return "OAuthForbiddenException";
        }

        public String message() {
            return "Invalid signed-request: Signature does not match";
        }
    }

    /** The request came over plain HTTP. */
    record HttpsRequired() implements Failure {
        public int code() {
            return 403;
        }

        public String errorType() {
            return "OAuthForbiddenException";
        }

        public String message() {
            return "HTTPS is required.";
        }
    }

    /** The user does not exist, or is hidden from a sandbox app. */
    record UserNotFound() implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "APINotFoundError";
        }

        public String message() {
            return "this user does not exist";
        }
    }

    /** The media does not exist. */
    record MediaNotFound() implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "APINotFoundError";
        }

        public String message() {
            return "invalid media id";
        }
    }

    /** The comment does not exist on that media. */
    record CommentNotFound() implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "APINotFoundError";
        }

        public String message() {
            return "invalid comment id";
        }
    }

    /** Private content of another user, or content of a user who blocks the viewer. */
    record NotAllowedToView() implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "APINotAllowedError";
        }

        public String message() {
            return "you cannot view this resource";
        }
    }

    /** The comment is neither the caller's nor on the caller's media. */
    record NotAllowedToDelete() implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "APINotAllowedError";
        }

        public String message() {
            return "you cannot delete this comment";
        }
    }

    /** A follow while either side blocks the other. */
    record NotAllowedToFollow() implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "APINotAllowedError";
        }

        public String message() {
            return "you cannot follow this user";
        }
    }

    /** A relationship action aimed at oneself. */
    record ActionOnSelf() implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "APIInvalidParametersError";
        }

        public String message() {
            return "you cannot perform this action on yourself";
        }
    }

    /** Approve or deny with no pending request from that user. */
    record NoPendingRequest() implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "APINotFoundError";
        }

        public String message() {
            return "no pending follow request from this user";
        }
    }

    /** A missing, empty, duplicated or unknown parameter value; {@code sentence} names the parameter. */
    record InvalidParameter(String parameter, String sentence) implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "APIInvalidParametersError";
        }

        public String message() {
            return sentence;
        }

        /** The parameter is absent or empty. */
        public static InvalidParameter missing(String parameter) {
            return new InvalidParameter(parameter, "missing required parameter '" + parameter + "'");
        }

        /** The parameter has a value this endpoint does not accept. */
        public static InvalidParameter invalid(String parameter, String why) {
            return new InvalidParameter(parameter, "invalid parameter '" + parameter + "': " + why);
        }
    }

    /** Comment text over 300 code points. */
    record CommentTooLong() implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "APICommentTooLongError";
        }

        public String message() {
            return "Your comment is too long.";
        }
    }

    /** Comment text with more than 4 hashtags. */
    record CommentTooManyTags() implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "APICommentTooManyTagsError";
        }

        public String message() {
            return "The comment cannot contain more than 4 hashtags.";
        }
    }

    /** Comment text with more than 1 URL. */
    record CommentTooManyUrls() implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "APICommentTooManyURLsError";
        }

        public String message() {
            return "The comment cannot contain more than 1 URL.";
        }
    }

    /** Comment text whose letters are all capitals. */
    record CommentAllCaps() implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "APICommentAllCapsError";
        }

        public String message() {
            return "The comment cannot consist of all capital letters.";
        }
    }

    /** The client lacks the operator's comment-write grant. */
    record CommentWriteNotPermitted() implements Failure {
        public int code() {
            return 400;
        }

        public String errorType() {
            return "APIError";
        }

        public String message() {
            return "This client ID is not permitted to POST comments.";
        }
    }

    /** No such endpoint. */
    record EndpointNotFound() implements Failure {
        public int code() {
            return 404;
        }

        public String errorType() {
            return "APINotFoundError";
        }

        public String message() {
            return "this endpoint does not exist";
        }
    }

    /** The endpoint exists but not with this method. */
    record MethodNotAllowed() implements Failure {
        public int code() {
            return 405;
        }

        public String errorType() {
            return "APIInvalidParametersError";
        }

        public String message() {
            return "method not allowed";
        }
    }

    /**
     * The storage cannot be reached for now: the request may succeed after {@code retryAfterSeconds}
     * (the answer's {@code Retry-After}).
     */
    record Unavailable(int retryAfterSeconds) implements Failure {
        public Unavailable {
            if (retryAfterSeconds < 1) {
                throw new IllegalArgumentException("retry after at least one second");
            }
        }

        public int code() {
            return 503;
        }

        public String errorType() {
            return "APIError";
        }

        public String message() {
            return "The service is temporarily unavailable. Please try again later.";
        }
    }

    /** Something broke that the caller cannot fix; {@code errorId} correlates it with the log. */
    record Unexpected(String errorId) implements Failure {
        public int code() {
            return 500;
        }

        public String errorType() {
            return "APIError";
        }

        public String message() {
            return "an unexpected error occurred";
        }
    }
}
