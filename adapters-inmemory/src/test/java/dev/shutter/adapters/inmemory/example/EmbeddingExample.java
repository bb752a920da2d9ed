package dev.shutter.adapters.inmemory.example;

// docs:BEGIN
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.oauth.CodeText;
import dev.shutter.domain.oauth.RedirectUri;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.Username;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.TokenOperations;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.ClientCredentials;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.in.ExchangeCodeCommand;
import dev.shutter.ports.in.Outcome;

public class EmbeddingExample {
    public static void main(String[] args) {
        // Wire every use case onto the in-memory storage (the system clock and SecureRandom by default).
        Shutter shutter = Shutter.builder(new InMemoryStorage()).build();

        // The operator registers two users and a live app.
        var alice = shutter.operator()
                .createUser(CreateUserCommand.withLogin(new Username("alice"), "correct horse")
                        .fullName("Alice")
                        .build())
                .get();
        var bob = shutter.operator()
                .createUser(CreateUserCommand.withLogin(new Username("bob"), "battery staple")
                        .fullName("Bob")
                        .build())
                .get();
        var app = shutter.operator()
                .createApp(CreateAppCommand.confidential("My app", "https://app.example/cb")
                        .live()
                        .scopes(Scope.RELATIONSHIPS)
                        .build())
                .get();

        // Alice approves the app; the app exchanges the code for a token.
        var callback = RedirectUri.of("https://app.example/cb");
        var request = AuthorizeCommand.code(app.client().id(), callback)
                .scopes(Scope.RELATIONSHIPS)
                .build();
        CodeText code = shutter.authorization()
                .approve(alice.id(), request)
                .get()
                .issuedCode()
                .get();
        var credentials = ClientCredentials.inForm(
                app.client().id(), app.generatedSecret().get());
        var grant = shutter.codeExchange()
                .exchange(ExchangeCodeCommand.authorizationCode(credentials, code, callback))
                .get();

        // With her token, Alice follows Bob: the rules run in the catalogue's order, the answer comes as a stage.
        TokenOperations asAlice = shutter.as(grant.accessToken());
        Outcome<Edge> outgoing = asAlice.relationships().follow(bob.id()).join();
        String said =
                outgoing.fold(failure -> "refused: " + failure.message(), edge -> "alice -> bob: " + edge.wireName());
        System.out.println(said);
    }
}
// docs:END
