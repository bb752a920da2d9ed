package dev.shutter.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.oauth.Scope;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every case of {@link Failure} against the error catalogue of docs/spec/DECISIONS.md section 2, word for word: the
 * answers written out here, and the {@link CatalogueRow} table against the spec's own table, read from the page.
 */
@DisplayName("The failure catalogue of /v1")
class FailureCatalogueTest {

    record Row(Failure failure, int code, String errorType, String message) {
        @Override
        public String toString() {
            return failure.getClass().getSimpleName();
        }
    }

    /** One row per case. A new case of Failure must be added here, or {@link #everyCaseIsListed} fails. */
    static Stream<Row> catalogue() {
        return Stream.of(
                new Row(
                        new Failure.MissingAccessToken(),
                        400,
                        "OAuthParameterException",
                        "Missing access_token URL parameter."),
                new Row(
                        new Failure.ConflictingAccessTokens(),
                        400,
                        "OAuthParameterException",
                        "The access_token parameter and the Authorization header carry different tokens."),
                new Row(
                        new Failure.InvalidAccessToken(),
                        400,
                        "OAuthAccessTokenException",
                        "The access_token provided is invalid."),
                new Row(
                        new Failure.MissingScope(Scope.COMMENTS),
                        400,
                        "OAuthPermissionsException",
                        "This request requires scope=comments, but this access token is not authorized with this"
                                + " scope. The user must re-authorize your application with scope=comments to be"
                                + " granted write permissions."),
                new Row(
                        new Failure.RateLimited(501, 500, 60),
                        429,
                        "OAuthRateLimitException",
                        "The maximum number of requests per hour has been exceeded. You have made 501 requests of"
                                + " the 500 allowed in the last hour."),
                new Row(
                        new Failure.SignatureMissing(),
                        403,
                        "OAuthForbiddenException",
                        "Invalid signed-request: Missing required parameter 'sig'"),
                new Row(
                        new Failure.SignatureMismatch(),
                        403,
                        "OAuthForbiddenException",
                        "Invalid signed-request: Signature does not match"),
                new Row(new Failure.HttpsRequired(), 403, "OAuthForbiddenException", "HTTPS is required."),
                new Row(new Failure.UserNotFound(), 400, "APINotFoundError", "this user does not exist"),
                new Row(new Failure.MediaNotFound(), 400, "APINotFoundError", "invalid media id"),
                new Row(new Failure.CommentNotFound(), 400, "APINotFoundError", "invalid comment id"),
                new Row(new Failure.NotAllowedToView(), 400, "APINotAllowedError", "you cannot view this resource"),
                new Row(new Failure.NotAllowedToDelete(), 400, "APINotAllowedError", "you cannot delete this comment"),
                new Row(new Failure.NotAllowedToFollow(), 400, "APINotAllowedError", "you cannot follow this user"),
                new Row(
                        new Failure.ActionOnSelf(),
                        400,
                        "APIInvalidParametersError",
                        "you cannot perform this action on yourself"),
                new Row(
                        new Failure.NoPendingRequest(),
                        400,
                        "APINotFoundError",
                        "no pending follow request from this user"),
                new Row(
                        new Failure.InvalidParameter("count", "the parameter 'count' must be 1 to 200"),
                        400,
                        "APIInvalidParametersError",
                        "the parameter 'count' must be 1 to 200"),
                new Row(new Failure.CommentTooLong(), 400, "APICommentTooLongError", "Your comment is too long."),
                new Row(
                        new Failure.CommentTooManyTags(),
                        400,
                        "APICommentTooManyTagsError",
                        "The comment cannot contain more than 4 hashtags."),
                new Row(
                        new Failure.CommentTooManyUrls(),
                        400,
                        "APICommentTooManyURLsError",
                        "The comment cannot contain more than 1 URL."),
                new Row(
                        new Failure.CommentAllCaps(),
                        400,
                        "APICommentAllCapsError",
                        "The comment cannot consist of all capital letters."),
                new Row(
                        new Failure.CommentWriteNotPermitted(),
                        400,
                        "APIError",
                        "This client ID is not permitted to POST comments."),
                new Row(new Failure.EndpointNotFound(), 404, "APINotFoundError", "this endpoint does not exist"),
                new Row(new Failure.MethodNotAllowed(), 405, "APIInvalidParametersError", "method not allowed"),
                new Row(
                        new Failure.Unavailable(5),
                        503,
                        "APIError",
                        "The service is temporarily unavailable. Please try again later."),
                new Row(
                        new Failure.OutcomeUnknown(5),
                        503,
                        "APIError",
                        "The service is temporarily unavailable, and this request may have been applied. Check"
                                + " before sending it again."),
                new Row(new Failure.Unexpected("e-42"), 500, "APIError", "an unexpected error occurred"));
    }

    /** What the spec's table writes where a row's message varies, by the slot's name. */
    private static final Map<String, String> AS_THE_SPEC_WRITES_SLOTS =
            Map.of("scope", "SCOPE", "made", "N", "allowed", "M", "sentence", "a sentence naming the parameter");

    /** The row the spec's table leaves out: two different tokens (DECISIONS.md section 1). */
    private static final Set<CatalogueRow> BEYOND_THE_SPEC_TABLE = EnumSet.of(CatalogueRow.CONFLICTING_ACCESS_TOKENS);

    @ParameterizedTest(name = "{0}")
    @MethodSource("catalogue")
    @DisplayName("each case has its code, error_type and exact message")
    void eachCase(Row row) {
        assertThat(row.failure().code()).isEqualTo(row.code());
        assertThat(row.failure().errorType()).isEqualTo(row.errorType());
        assertThat(row.failure().message()).isEqualTo(row.message());
    }

    @Test
    @DisplayName("every case of the sealed interface is listed in this catalogue, and nothing else")
    void everyCaseIsListed() {
        // given
        Set<Class<?>> permitted = Set.copyOf(Arrays.asList(Failure.class.getPermittedSubclasses()));

        // when
        Map<Class<?>, Row> listed = catalogue()
                .collect(
                        Collectors.toMap(row -> row.failure().getClass(), row -> row, (a, b) -> a, LinkedHashMap::new));

        // then
        assertThat(listed.keySet()).containsExactlyInAnyOrderElementsOf(permitted);
        assertThat(permitted).hasSize(27);
    }

    @Test
    @DisplayName("every row of the table is the row of some case")
    void everyRowIsUsed() {
        // given
        Set<CatalogueRow> all = EnumSet.allOf(CatalogueRow.class);

        // when
        Set<CatalogueRow> used = catalogue().map(row -> row.failure().row()).collect(Collectors.toSet());

        // then
        assertThat(used).isEqualTo(all);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("catalogue")
    @DisplayName("each case gives exactly the slots its row's message has")
    void eachCaseFillsItsRowsSlots(Row row) {
        assertThat(row.failure().slots().keySet())
                .isEqualTo(row.failure().row().message().slots());
    }

    @Test
    @DisplayName("each row of the spec's catalogue is one row of the table, word for word, and the table adds only"
            + " the rows the spec decides elsewhere")
    void agreesWithTheSpec() {
        // given
        List<List<String>> spec = SpecTable.rows("## 2. Error catalogue of `/v1`", "| condition |");

        // when
        SpecTable.Agreement<CatalogueRow> agreement = SpecTable.agreement(
                spec,
                CatalogueRow.class,
                (row, cells) -> row.code() == SpecTable.leadingNumber(cells.get(1))
                        && row.errorType().equals(cells.get(2))
                        && row.message().fill(AS_THE_SPEC_WRITES_SLOTS).equals(cells.get(3)));

        // then
        assertThat(agreement.notOneRow()).isEmpty();
        assertThat(agreement.beyondTheSpec()).isEqualTo(BEYOND_THE_SPEC_TABLE);
        assertThat(spec).hasSize(CatalogueRow.values().length - BEYOND_THE_SPEC_TABLE.size());
    }

    @Test
    @DisplayName("the scope a token lacks is named twice in its message")
    void missingScopeNamesTheScope() {
        assertThat(new Failure.MissingScope(Scope.RELATIONSHIPS).message())
                .startsWith("This request requires scope=relationships, ")
                .contains("with scope=relationships to be granted");
    }

    @Test
    @DisplayName("parameter failures name the parameter")
    void parameterSentences() {
        assertThat(Failure.InvalidParameter.missing("cursor").message())
                .isEqualTo("missing required parameter 'cursor'");
        assertThat(Failure.InvalidParameter.invalid("count", "must be a number").message())
                .isEqualTo("invalid parameter 'count': must be a number");
        assertThat(Failure.InvalidParameter.missing("cursor").parameter()).isEqualTo("cursor");
    }

    @Test
    @DisplayName(
            "the two storage outages answer alike but for the message: the one whose write may have applied says so")
    void twoOutages() {
        Failure unavailable = new Failure.Unavailable(5);
        Failure unknown = new Failure.OutcomeUnknown(5);
        assertThat(unknown.code()).isEqualTo(unavailable.code()).isEqualTo(503);
        assertThat(unknown.errorType()).isEqualTo(unavailable.errorType());
        assertThat(unknown.message()).isNotEqualTo(unavailable.message()).contains("may have been applied");
        assertThatThrownBy(() -> new Failure.OutcomeUnknown(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("an unexpected failure carries its correlation id but never puts it in the message")
    void unexpectedCarriesItsId() {
        Failure.Unexpected unexpected = new Failure.Unexpected("e-42");
        assertThat(unexpected.errorId()).isEqualTo("e-42");
        assertThat(unexpected.message()).doesNotContain("e-42");
    }
}
