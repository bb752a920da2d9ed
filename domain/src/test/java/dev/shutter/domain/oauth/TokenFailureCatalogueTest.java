package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.SpecTable;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every case of {@link TokenFailure} against the token-endpoint table of docs/spec/DECISIONS.md section 3: the answers
 * written out here, and the {@link TokenCatalogueRow} table against the spec's own table, read from the page.
 */
@DisplayName("The failure catalogue of the token endpoint")
class TokenFailureCatalogueTest {

    record Row(TokenFailure failure, int status, String error, String message) {
        @Override
        public String toString() {
            return failure.getClass().getSimpleName();
        }
    }

    /** One row per case; a new case must be added here, or {@link #everyCaseIsListed} fails. */
    static Stream<Row> catalogue() {
        return Stream.of(
                new Row(new TokenFailure.MissingClientId(), 400, "invalid_request", "You must provide a client_id"),
                new Row(new TokenFailure.UnknownClient(), 400, "invalid_client", "Invalid Client ID"),
                new Row(new TokenFailure.WrongClientSecret(false), 401, "invalid_client", "Invalid Client Secret"),
                new Row(
                        new TokenFailure.ConfidentialClientRequired(),
                        401,
                        "invalid_client",
                        "Only a client with a secret may introspect tokens"),
                new Row(new TokenFailure.UnsupportedGrantType(), 400, "unsupported_grant_type", "Invalid grant_type"),
                new Row(new TokenFailure.MissingCode(), 400, "invalid_request", "You must provide a code"),
                new Row(
                        new TokenFailure.InvalidGrant(),
                        400,
                        "invalid_grant",
                        "Matching code was not found or was already used."),
                new Row(
                        new TokenFailure.ReplayedCode(),
                        400,
                        "invalid_grant",
                        "Matching code was not found or was already used."),
                new Row(
                        new TokenFailure.RedirectUriMismatch(),
                        400,
                        "invalid_grant",
                        "Redirect URI does not match registered redirect URI"),
                new Row(
                        new TokenFailure.InvalidRequest("code given twice"),
                        400,
                        "invalid_request",
                        "code given twice"),
                new Row(
                        new TokenFailure.TooManyRequests(42),
                        429,
                        "invalid_request",
                        "Too many requests; retry in 42 seconds"));
    }

    /**
     * The rows the spec's table leaves out: the introspection's own (RFC 7662, docs/concepts.md) and a malformed
     * request, whose message says what was wrong.
     */
    private static final Set<TokenCatalogueRow> BEYOND_THE_SPEC_TABLE = EnumSet.of(
            TokenCatalogueRow.CONFIDENTIAL_CLIENT_REQUIRED,
            TokenCatalogueRow.INVALID_REQUEST,
            TokenCatalogueRow.TOO_MANY_REQUESTS);

    @ParameterizedTest(name = "{0}")
    @MethodSource("catalogue")
    @DisplayName("each case has its HTTP status, error and exact message")
    void eachCase(Row row) {
        assertThat(row.failure().status()).isEqualTo(row.status());
        assertThat(row.failure().error()).isEqualTo(row.error());
        assertThat(row.failure().message()).isEqualTo(row.message());
    }

    @Test
    @DisplayName("every case of the sealed interface is listed")
    void everyCaseIsListed() {
        Set<Class<?>> permitted = Set.copyOf(Arrays.asList(TokenFailure.class.getPermittedSubclasses()));
        Set<Class<?>> listed = catalogue().map(row -> row.failure().getClass()).collect(Collectors.toSet());
        assertThat(listed).isEqualTo(permitted);
    }

    @Test
    @DisplayName("every row of the table is the row of some case; a replayed code answers as an invalid grant")
    void everyRowIsUsed() {
        Set<TokenCatalogueRow> used =
                catalogue().map(row -> row.failure().row()).collect(Collectors.toSet());
        assertThat(used).isEqualTo(EnumSet.allOf(TokenCatalogueRow.class));
        assertThat(new TokenFailure.ReplayedCode().row()).isEqualTo(new TokenFailure.InvalidGrant().row());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("catalogue")
    @DisplayName("each case gives exactly the slots its row's message has")
    void eachCaseFillsItsRowsSlots(Row row) {
        assertThat(row.failure().slots().keySet())
                .isEqualTo(row.failure().row().message().slots());
    }

    @Test
    @DisplayName("each row of the spec's token-endpoint table is one row of the table, word for word, and the table"
            + " adds only the rows the spec leaves out")
    void agreesWithTheSpec() {
        // given
        List<List<String>> spec = SpecTable.rows("## 3. OAuth 2.0", "| condition | HTTP | error |");

        // when
        SpecTable.Agreement<TokenCatalogueRow> agreement = SpecTable.agreement(
                spec,
                TokenCatalogueRow.class,
                (row, cells) -> row.status() == SpecTable.leadingNumber(cells.get(1))
                        && row.error().equals(cells.get(2))
                        && row.message().toString().equals(cells.get(3)));

        // then
        assertThat(agreement.notOneRow()).isEmpty();
        assertThat(agreement.beyondTheSpec()).isEqualTo(BEYOND_THE_SPEC_TABLE);
        assertThat(spec).hasSize(TokenCatalogueRow.values().length - BEYOND_THE_SPEC_TABLE.size());
    }

    @Test
    @DisplayName("a wrong secret sent by HTTP Basic asks for WWW-Authenticate, and is 401 either way")
    void wrongSecretViaBasic() {
        assertThat(new TokenFailure.WrongClientSecret(true).viaBasic()).isTrue();
        assertThat(new TokenFailure.WrongClientSecret(true).status()).isEqualTo(401);
    }
}
