package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.user.UserId;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The app of these scenarios is approved for comments only. */
@DisplayName("An app requesting scopes, by mode")
class AppsRequestingScopesByModeTest {

    private final Client app = Apps.confidential();

    @ParameterizedTest(name = "{0}")
    @EnumSource(Scope.class)
    @DisplayName("in Sandbox, any known scope may be requested")
    void sandboxAnyScope(Scope scope) {
        assertThat(app.mayRequest(scope, AppMode.SANDBOX)).isTrue();
    }

    @Test
    @DisplayName("in Live, only basic and the approved scopes may be requested")
    void liveApprovedOnly() {
        assertThat(app.mayRequest(Scope.BASIC, AppMode.LIVE)).isTrue();
        assertThat(app.mayRequest(Scope.COMMENTS, AppMode.LIVE)).isTrue();
        assertThat(app.mayRequest(Scope.RELATIONSHIPS, AppMode.LIVE)).isFalse();
        assertThat(app.mayRequest(Scope.PUBLIC_CONTENT, AppMode.LIVE)).isFalse();
    }

    @Test
    @DisplayName("approval with more scopes makes the app Live with them")
    void approval() {
        // when
        Client approved = app.approved(Scopes.of(List.of(Scope.RELATIONSHIPS)));

        // then
        assertThat(approved.status()).isEqualTo(AppStatus.LIVE);
        assertThat(approved.mayRequest(Scope.RELATIONSHIPS, AppMode.LIVE)).isTrue();
        assertThat(approved.mayRequest(Scope.COMMENTS, AppMode.LIVE)).isFalse();
    }

    @Test
    @DisplayName("in Sandbox only sandbox users exist for the app; in Live everyone does")
    void whoExists() {
        assertThat(app.sees(new UserId("1001"), AppMode.SANDBOX)).isTrue();
        assertThat(app.sees(new UserId("1002"), AppMode.SANDBOX)).isFalse();
        assertThat(app.sees(new UserId("1002"), AppMode.LIVE)).isTrue();
    }

    @Test
    @DisplayName("an app has at most 10 sandbox users")
    void tenSandboxUsers() {
        // given
        Set<UserId> ten = new HashSet<>();
        for (int i = 0; i < 10; i++) {
            ten.add(new UserId(Integer.toString(2000 + i)));
        }
        Set<UserId> eleven = new HashSet<>(ten);
        eleven.add(new UserId("3000"));

        // when / then
        assertThat(app.withSandboxUsers(ten).sandboxUsers()).hasSize(10);
        assertThatThrownBy(() -> app.withSandboxUsers(eleven)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("an app without a secret is public; with one it is confidential")
    void publicOrConfidential() {
        assertThat(Apps.publicClient().isPublic()).isTrue();
        assertThat(app.isPublic()).isFalse();
    }

    @Test
    @DisplayName("an app needs a redirect URI")
    void needsARedirect() {
        assertThatThrownBy(Apps::withRedirects).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("the comment-write grant can be given and taken")
    void commentWrite() {
        assertThat(app.withCommentWrite().commentWrite()).isTrue();
        assertThat(app.withCommentWrite().withoutCommentWrite().commentWrite()).isFalse();
        assertThat(app.withCommentWrite().withoutCommentWrite()).isEqualTo(app);
    }

    @Test
    @DisplayName("an app is written by name: its status must be given, and no constructor is public")
    void writtenByName() {
        assertThatThrownBy(() -> Client.registered(
                                new ClientId("demo"), "Demo", List.of(RedirectUri.of(Apps.CALLBACK)), Apps.CREATED)
                        .build())
                .isInstanceOf(NullPointerException.class)
                .hasMessage("status");
        assertThat(Client.class.getConstructors()).isEmpty();
    }

    @Test
    @DisplayName("an app restored from its fields equals the app that was stored")
    void restored() {
        // given
        Client stored = Apps.withImplicit().withCommentWrite();

        // when
        Client restored = Client.restored(stored.id(), stored.name(), stored.redirectUris(), stored.createdTime())
                .secret(stored.secret().get())
                .status(stored.status())
                .approvedScopes(stored.approvedScopes())
                .sandboxUsers(stored.sandboxUsers())
                .commentWrite()
                .implicitFlow()
                .build();

        // then
        assertThat(restored).isEqualTo(stored).hasSameHashCodeAs(stored);
        assertThat(restored.withoutCommentWrite()).isNotEqualTo(stored);
    }

    @Test
    @DisplayName("an app's text names neither its stored secret nor its sealed signing secret")
    void textWithoutSecrets() {
        // given
        StoredSecret secret = StoredSecret.ofGenerated("s3cret");
        Client signing = Client.registered(
                        new ClientId("signer"), "Signer", List.of(RedirectUri.of(Apps.CALLBACK)), Apps.CREATED)
                .status(AppStatus.SANDBOX)
                .secret(secret)
                .signedRequests()
                .sealedSigningSecret("c2VhbGVkLXNpZ25pbmcta2V5")
                .build();

        // then
        assertThat(signing.toString())
                .contains("signer", "confidential", "signingSecretSealed=true")
                .doesNotContain(secret.hash(), secret.encoded(), "c2VhbGVkLXNpZ25pbmcta2V5", "s3cret");
    }
}
