package dev.shutter.domain.oauth;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/** Registered apps the OAuth scenarios start from. */
final class Apps {

    static final String CALLBACK = "https://app.example/cb";
    static final Instant CREATED = Instant.parse("2016-01-01T00:00:00Z");

    private Apps() {}

    /** A confidential Live app approved for {@code comments}, with the implicit flow off. */
    static Client confidential() {
        return new Client(
                new ClientId("demo"),
                Option.some(StoredSecret.ofGenerated("s3cret")),
                "Demo",
                List.of(RedirectUri.of(CALLBACK)),
                AppStatus.LIVE,
                Scopes.of(List.of(Scope.COMMENTS)),
                Set.of(new UserId("1001")),
                false,
                false,
                false,
                Option.none(),
                CREATED);
    }

    /** The same app without a secret: a public client. */
    static Client publicClient() {
        Client app = confidential();
        return new Client(
                app.id(),
                Option.none(),
                app.name(),
                app.redirectUris(),
                app.status(),
                app.approvedScopes(),
                app.sandboxUsers(),
                app.commentWrite(),
                app.implicitAllowed(),
                app.enforceSignedRequests(),
                app.sealedSigningSecret(),
                app.createdTime());
    }

    /** The confidential app with the implicit flow on. */
    static Client withImplicit() {
        Client app = confidential();
        return new Client(
                app.id(),
                app.secret(),
                app.name(),
                app.redirectUris(),
                app.status(),
                app.approvedScopes(),
                app.sandboxUsers(),
                app.commentWrite(),
                true,
                app.enforceSignedRequests(),
                app.sealedSigningSecret(),
                app.createdTime());
    }

    /** The confidential app registered with these redirect URIs. */
    static Client withRedirects(String... uris) {
        Client app = confidential();
        return new Client(
                app.id(),
                app.secret(),
                app.name(),
                List.of(uris).stream().map(RedirectUri::of).toList(),
                app.status(),
                app.approvedScopes(),
                app.sandboxUsers(),
                app.commentWrite(),
                app.implicitAllowed(),
                app.enforceSignedRequests(),
                app.sealedSigningSecret(),
                app.createdTime());
    }
}
