package dev.shutter.domain.oauth;

import static dev.shutter.domain.oauth.AuthorizeParams.CHALLENGE;
import static dev.shutter.domain.oauth.AuthorizeParams.VERIFIER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@DisplayName("Issuing and redeeming an authorization code")
class RedeemingAnAuthorizationCodeTest {

    private static final Instant NOW = Instant.parse("2016-03-01T12:00:00Z");
    private static final UserId ALICE = new UserId("1001");
    private static final ClientId DEMO = new ClientId("demo");
    private static final String SENT_REDIRECT = Apps.CALLBACK + "?session=42";

    private static AuthorizationRequest request(AuthorizeParams params, Client client) {
        return AuthorizationRequest.validate(params.build(), Option.some(client), AppMode.LIVE)
                .get();
    }

    private static AuthorizationCode issued() {
        AuthorizationRequest request =
                request(AuthorizeParams.valid().redirectUri(SENT_REDIRECT).scope("comments"), Apps.confidential());
        return AuthorizationCode.issue("the-code", request, ALICE, NOW, AuthorizationCode.DEFAULT_LIFETIME);
    }

    private static AuthorizationCode issuedWithPkce() {
        AuthorizationRequest request = request(AuthorizeParams.valid().pkce(CHALLENGE, Pkce.S256), Apps.publicClient());
        return AuthorizationCode.issue("the-code", request, ALICE, NOW, AuthorizationCode.DEFAULT_LIFETIME);
    }

    @Test
    @DisplayName("a code is stored as its hash, bound to client, user, redirect URI as sent and scopes")
    void issue() {
        // when
        AuthorizationCode code = issued();

        // then
        assertThat(code.codeHash()).isEqualTo(Hashes.sha256Hex("the-code"));
        assertThat(code.codeHash()).doesNotContain("the-code");
        assertThat(code.client()).isEqualTo(DEMO);
        assertThat(code.user()).isEqualTo(ALICE);
        assertThat(code.redirectUri()).isEqualTo(SENT_REDIRECT);
        assertThat(code.scopes()).isEqualTo(Scopes.of(List.of(Scope.COMMENTS)));
        assertThat(code.issuedAt()).isEqualTo(NOW);
        assertThat(code.expiresAt()).isEqualTo(NOW.plus(Duration.ofMinutes(5)));
        assertThat(code.usedAt().isEmpty()).isTrue();
    }

    @Test
    @DisplayName("a code lives 5 minutes by default, and more than zero and at most 10 when configured")
    void lifetimeBounds() {
        AuthorizationRequest request = request(AuthorizeParams.valid(), Apps.confidential());
        assertThat(AuthorizationCode.DEFAULT_LIFETIME).isEqualTo(Duration.ofMinutes(5));
        assertThat(AuthorizationCode.issue("c", request, ALICE, NOW, Duration.ofMinutes(10))
                        .expiresAt())
                .isEqualTo(NOW.plus(Duration.ofMinutes(10)));
        assertThat(AuthorizationCode.issue("c", request, ALICE, NOW, Duration.ofSeconds(1))
                        .expiresAt())
                .isEqualTo(NOW.plusSeconds(1));
        for (Duration bad : List.of(
                Duration.ZERO, Duration.ofSeconds(-1), Duration.ofMinutes(10).plusNanos(1))) {
            assertThatThrownBy(() -> AuthorizationCode.issue("c", request, ALICE, NOW, bad))
                    .as(bad.toString())
                    .isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    @DisplayName("the first exchange is accepted and marks the code used")
    void firstUse() {
        // when
        Either<TokenFailure, AuthorizationCode.Redemption> result =
                issued().redeem(DEMO, SENT_REDIRECT, Option.none(), NOW.plusSeconds(30));

        // then
        assertThat(result.get()).isInstanceOf(AuthorizationCode.Redemption.Accepted.class);
        AuthorizationCode used = ((AuthorizationCode.Redemption.Accepted) result.get()).used();
        assertThat(used.usedAt()).isEqualTo(Option.some(NOW.plusSeconds(30)));
        assertThat(used).usingRecursiveComparison().ignoringFields("usedAt").isEqualTo(issued());
    }

    @Test
    @DisplayName("a second exchange is a replay, even with everything else right")
    void secondUse() {
        // given
        AuthorizationCode used = ((AuthorizationCode.Redemption.Accepted)
                        issued().redeem(DEMO, SENT_REDIRECT, Option.none(), NOW).get())
                .used();

        // when
        Either<TokenFailure, AuthorizationCode.Redemption> again =
                used.redeem(DEMO, SENT_REDIRECT, Option.none(), NOW.plusSeconds(1));

        // then
        assertThat(again.get()).isInstanceOf(AuthorizationCode.Redemption.Replayed.class);
    }

    @Test
    @DisplayName("the code expires at exactly its expiry instant")
    void expiry() {
        // given
        AuthorizationCode code = issued();

        // when / then
        assertThat(code.redeem(
                                DEMO,
                                SENT_REDIRECT,
                                Option.none(),
                                code.expiresAt().minusNanos(1))
                        .isRight())
                .isTrue();
        assertThat(code.redeem(DEMO, SENT_REDIRECT, Option.none(), code.expiresAt())
                        .getLeft())
                .isEqualTo(new TokenFailure.InvalidGrant());
        assertThat(code.redeem(
                                DEMO,
                                SENT_REDIRECT,
                                Option.none(),
                                code.expiresAt().plusSeconds(60))
                        .getLeft())
                .isEqualTo(new TokenFailure.InvalidGrant());
    }

    @Test
    @DisplayName("another client presenting the code gets invalid_grant")
    void otherClient() {
        assertThat(issued().redeem(new ClientId("other"), SENT_REDIRECT, Option.none(), NOW)
                        .getLeft())
                .isEqualTo(new TokenFailure.InvalidGrant());
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(strings = {Apps.CALLBACK, Apps.CALLBACK + "?session=43", "https://evil.example/cb", ""})
    @DisplayName("a redirect_uri other than the one of the authorization request is refused, even a registered one")
    void redirectMismatch(String presented) {
        // when
        TokenFailure failure =
                issued().redeem(DEMO, presented, Option.none(), NOW).getLeft();

        // then
        assertThat(failure).isEqualTo(new TokenFailure.RedirectUriMismatch());
        assertThat(failure.error()).isEqualTo("invalid_grant");
        assertThat(failure.message()).isEqualTo("Redirect URI does not match registered redirect URI");
    }

    @Test
    @DisplayName("with PKCE, the right verifier is accepted")
    void rightVerifier() {
        assertThat(issuedWithPkce()
                        .redeem(DEMO, Apps.CALLBACK, Option.some(VERIFIER), NOW)
                        .get())
                .isInstanceOf(AuthorizationCode.Redemption.Accepted.class);
    }

    @Test
    @DisplayName("with PKCE, a wrong or missing verifier is invalid_grant, and the code stays redeemable")
    void wrongOrMissingVerifier() {
        // given
        AuthorizationCode code = issuedWithPkce();
        String wrong = "dBjftJeZ4CVP-mJ0kLNOxfL8Q5_Ci6bSgLzCcZDlLtZ";

        // when / then
        assertThat(code.redeem(DEMO, Apps.CALLBACK, Option.some(wrong), NOW).getLeft())
                .isEqualTo(new TokenFailure.InvalidGrant());
        assertThat(code.redeem(DEMO, Apps.CALLBACK, Option.none(), NOW).getLeft())
                .isEqualTo(new TokenFailure.InvalidGrant());
        assertThat(code.redeem(DEMO, Apps.CALLBACK, Option.some(VERIFIER), NOW).isRight())
                .isTrue();
    }

    @Test
    @DisplayName("a verifier for a code issued without a challenge is refused (PKCE downgrade, RFC 9700 2.1.1)")
    void unexpectedVerifier() {
        assertThat(issued().redeem(DEMO, SENT_REDIRECT, Option.some(VERIFIER), NOW)
                        .getLeft())
                .isEqualTo(new TokenFailure.InvalidGrant());
    }
}
