package dev.shutter.spring;

import dev.shutter.domain.oauth.CodeText;
import dev.shutter.domain.oauth.RedirectUri;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.Username;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.ClientCredentials;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.in.ExchangeCodeCommand;

/** Users and their access tokens, made as docs/embedding.md makes them: the operator, then the code flow. */
public final class Tokens {

    private static final String CALLBACK = "https://host.example/cb";

    private Tokens() {}

    /** Alice, Bob, and Alice's token, with which she followed Bob: a counted request and a Followed event. */
    public record Follow(User alice, User bob, String token) {}

    /** Alice follows Bob with her token; the follow was done, or this throws. */
    public static Follow aliceFollowsBob(Shutter shutter) {
        User alice = user(shutter, "alice");
        User bob = user(shutter, "bob");
        String token = of(shutter, alice);
        shutter.as(token).relationships().follow(bob.id()).join().orElseThrow();
        return new Follow(alice, bob, token);
    }

    /** A user with a login. */
    public static User user(Shutter shutter, String username) {
        return shutter.operator()
                .createUser(CreateUserCommand.withLogin(new Username(username), "correct horse battery")
                        .build())
                .get();
    }

    /** An access token of {@code user}'s for a live app she approved, with the relationships scope. */
    public static String of(Shutter shutter, User user) {
        var app = shutter.operator()
                .createApp(CreateAppCommand.confidential("Host app", CALLBACK)
                        .live()
                        .scopes(Scope.RELATIONSHIPS)
                        .build())
                .get();
        var request = AuthorizeCommand.code(app.client().id(), RedirectUri.of(CALLBACK))
                .scopes(Scope.RELATIONSHIPS)
                .build();
        CodeText code = shutter.authorization()
                .approve(user.id(), request)
                .get()
                .issuedCode()
                .get();
        return shutter.codeExchange()
                .exchange(ExchangeCodeCommand.authorizationCode(
                        ClientCredentials.inForm(
                                app.client().id(), app.generatedSecret().get()),
                        code,
                        RedirectUri.of(CALLBACK)))
                .get()
                .accessToken();
    }
}
