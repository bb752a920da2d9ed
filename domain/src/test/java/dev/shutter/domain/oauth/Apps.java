package dev.shutter.domain.oauth;

import dev.shutter.domain.user.UserId;
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
        return registered(CALLBACK).secret(StoredSecret.ofGenerated("s3cret")).build();
    }

    /** The same app without a secret: a public client. */
    static Client publicClient() {
        return registered(CALLBACK).build();
    }

    /** The confidential app with the implicit flow on. */
    static Client withImplicit() {
        return registered(CALLBACK)
                .secret(StoredSecret.ofGenerated("s3cret"))
                .implicitFlow()
                .build();
    }

    /** The confidential app registered with these redirect URIs. */
    static Client withRedirects(String... uris) {
        return registered(uris).secret(StoredSecret.ofGenerated("s3cret")).build();
    }

    private static Client.Builder registered(String... uris) {
        return Client.registered(
                        new ClientId("demo"),
                        "Demo",
                        List.of(uris).stream().map(RedirectUri::of).toList(),
                        CREATED)
                .status(AppStatus.LIVE)
                .approvedScopes(Scopes.of(List.of(Scope.COMMENTS)))
                .sandboxUsers(Set.of(new UserId("1001")));
    }
}
