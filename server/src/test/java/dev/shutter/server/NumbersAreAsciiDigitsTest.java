package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.server.support.Api;
import dev.shutter.server.support.Platform;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A count is ASCII digits and nothing else, on {@code /v1} and {@code /admin}: a sign or the digits of another
 * script are refused as a bad parameter, never read as the number they look like.
 */
class NumbersAreAsciiDigitsTest {

    /** {@code +5}; Arabic-Indic 12; fullwidth 5; Devanagari 5; an ASCII 1 then an Arabic-Indic 2. */
    private static final List<String> NOT_ASCII_DIGITS =
            List.of("%2B5", "%D9%A1%D9%A2", "%EF%BC%95", "%E0%A5%AB", "1%D9%A2", "-0");

    private final Platform platform = Platform.shared();
    private final Api api = new Api();
    private String token;

    @BeforeEach
    void givenAToken() {
        token = platform.token(platform.user("counter"), platform.liveApp(), "relationships");
    }

    @Test
    @DisplayName("/v1: count=+5 or count in other digits is APIInvalidParametersError naming count")
    void listCount() {
        assertThat(api.get("/v1/users/self/follows?count=5", token).status()).isEqualTo(200);
        for (String count : NOT_ASCII_DIGITS) {
            Api.Answer answer = api.get("/v1/users/self/follows?count=" + count, token);
            assertThat(answer.status()).as(count).isEqualTo(400);
            assertThat(answer.errorType()).as(count).isEqualTo("APIInvalidParametersError");
            assertThat(answer.errorMessage()).as(count).contains("count");
        }
    }

    @Test
    @DisplayName("/admin: count=+5 or count in other digits is refused naming count")
    void adminPageSize() {
        assertThat(platform.adminCall("GET", "/admin/apps?count=5", null).statusCode())
                .isEqualTo(200);
        for (String count : NOT_ASCII_DIGITS) {
            assertThat(platform.admin("GET", "/admin/apps?count=" + count, null, 400)
                            .get("error")
                            .asText())
                    .as(count)
                    .isEqualTo("count: not a whole number");
        }
    }
}
