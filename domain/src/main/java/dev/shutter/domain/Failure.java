package dev.shutter.domain;

import dev.shutter.domain.oauth.Scope;
import java.util.Map;

/**
 * Why a {@code /v1} request was refused: one case per kind of refusal, each naming its {@link CatalogueRow} of the
 * error catalogue (docs/spec/DECISIONS.md section 2) and holding only what its message needs.
 *
 * <p>The row says the HTTP status (equal to {@code meta.code}), the {@code error_type} and the message; a case adds
 * the values of the message's slots ({@link #slots()}). The interface is sealed: a test can walk {@link
 * Class#getPermittedSubclasses()} and prove that every case is rendered and every row is used.
 */
public sealed interface Failure {

    /** The row of the catalogue this failure is an entry of. */
    CatalogueRow row();

    /** The values of the slots of the row's message, by slot name; none for a row whose message has none. */
    default Map<String, String> slots() {
        return Map.of();
    }

    /** HTTP status, also {@code meta.code}. */
    default int code() {
        return row().code();
    }

    /** The {@code error_type} of the envelope. */
    default String errorType() {
        return row().errorType();
    }

    /** The exact {@code error_message} of the envelope: the row's message with the slots filled. */
    default String message() {
        return row().message().fill(slots());
    }

    /** No access token was sent. */
    record MissingAccessToken() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.MISSING_ACCESS_TOKEN;
        }
    }

    /** The token came both as a parameter and as a bearer header, and the two differ. */
    record ConflictingAccessTokens() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.CONFLICTING_ACCESS_TOKENS;
        }
    }

    /** The token is unknown, revoked or expired. */
    record InvalidAccessToken() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.INVALID_ACCESS_TOKEN;
        }
    }

    /** The token was not granted the scope the endpoint needs. */
    record MissingScope(Scope scope) implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.MISSING_SCOPE;
        }

        @Override
        public Map<String, String> slots() {
            return Map.of("scope", scope.wireName());
        }
    }

    /** Too many requests in the sliding hour; {@code retryAfterSeconds} says when one more will pass. */
    record RateLimited(long made, long allowed, long retryAfterSeconds) implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.RATE_LIMITED;
        }

        @Override
        public Map<String, String> slots() {
            return Map.of("made", Long.toString(made), "allowed", Long.toString(allowed));
        }
    }

    /** The app enforces signed requests and {@code sig} is missing. */
    record SignatureMissing() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.SIGNATURE_MISSING;
        }
    }

    /** {@code sig} does not match the request. */
    record SignatureMismatch() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.SIGNATURE_MISMATCH;
        }
    }

    /** The request came over plain HTTP. */
    record HttpsRequired() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.HTTPS_REQUIRED;
        }
    }

    /** The user does not exist, or is hidden from a sandbox app. */
    record UserNotFound() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.USER_NOT_FOUND;
        }
    }

    /** The media does not exist. */
    record MediaNotFound() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.MEDIA_NOT_FOUND;
        }
    }

    /** The comment does not exist on that media. */
    record CommentNotFound() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.COMMENT_NOT_FOUND;
        }
    }

    /** Private content of another user, or content of a user who blocks the viewer. */
    record NotAllowedToView() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.NOT_ALLOWED_TO_VIEW;
        }
    }

    /** The comment is neither the caller's nor on the caller's media. */
    record NotAllowedToDelete() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.NOT_ALLOWED_TO_DELETE;
        }
    }

    /** A follow while either side blocks the other. */
    record NotAllowedToFollow() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.NOT_ALLOWED_TO_FOLLOW;
        }
    }

    /** A relationship action aimed at oneself. */
    record ActionOnSelf() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.ACTION_ON_SELF;
        }
    }

    /** Approve or deny with no pending request from that user. */
    record NoPendingRequest() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.NO_PENDING_REQUEST;
        }
    }

    /** A missing, empty, duplicated or unknown parameter value; {@code sentence} names the parameter. */
    record InvalidParameter(String parameter, String sentence) implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.INVALID_PARAMETER;
        }

        @Override
        public Map<String, String> slots() {
            return Map.of("sentence", sentence);
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
        public CatalogueRow row() {
            return CatalogueRow.COMMENT_TOO_LONG;
        }
    }

    /** Comment text with more than 4 hashtags. */
    record CommentTooManyTags() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.COMMENT_TOO_MANY_TAGS;
        }
    }

    /** Comment text with more than 1 URL. */
    record CommentTooManyUrls() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.COMMENT_TOO_MANY_URLS;
        }
    }

    /** Comment text whose letters are all capitals. */
    record CommentAllCaps() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.COMMENT_ALL_CAPS;
        }
    }

    /** The client lacks the operator's comment-write grant. */
    record CommentWriteNotPermitted() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.COMMENT_WRITE_NOT_PERMITTED;
        }
    }

    /** No such endpoint. */
    record EndpointNotFound() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.ENDPOINT_NOT_FOUND;
        }
    }

    /** The endpoint exists but not with this method. */
    record MethodNotAllowed() implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.METHOD_NOT_ALLOWED;
        }
    }

    /**
     * The storage cannot be reached for now, and the request did not apply: it may succeed after {@code
     * retryAfterSeconds} (the answer's {@code Retry-After}).
     */
    record Unavailable(int retryAfterSeconds) implements Failure {
        public Unavailable {
            if (retryAfterSeconds < 1) {
                throw new IllegalArgumentException("retry after at least one second");
            }
        }

        public CatalogueRow row() {
            return CatalogueRow.UNAVAILABLE;
        }
    }

    /**
     * The storage could not be reached after the request's write was sent, and could not tell in time whether it
     * applied: unlike {@link Unavailable}, the request may have taken effect, so the caller reads before it sends
     * it again. {@code retryAfterSeconds} is the answer's {@code Retry-After}.
     */
    record OutcomeUnknown(int retryAfterSeconds) implements Failure {
        public OutcomeUnknown {
            if (retryAfterSeconds < 1) {
                throw new IllegalArgumentException("retry after at least one second");
            }
        }

        public CatalogueRow row() {
            return CatalogueRow.OUTCOME_UNKNOWN;
        }
    }

    /** Something broke that the caller cannot fix; {@code errorId} correlates it with the log. */
    record Unexpected(String errorId) implements Failure {
        public CatalogueRow row() {
            return CatalogueRow.UNEXPECTED;
        }
    }
}
