package dev.shutter.adapters.inmemory.example;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.ChangeRelationshipCommand;
import dev.shutter.ports.in.ClientCredentials;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.in.ExchangeCodeCommand;

// docs:BEGIN
public class EmbeddingExample {
    public static void main(String[] args) {
        // Wire every use case onto the in-memory storage (the system clock and SecureRandom by default).
        Shutter shutter = Shutter.builder(new InMemoryStorage()).build();

        // The operator registers two users and a live app.
        var alice = shutter.operator()
                .createUser(CreateUserCommand.withLogin("alice", "correct horse")
                        .fullName("Alice")
                        .build())
                .get();
        var bob = shutter.operator()
                .createUser(CreateUserCommand.withLogin("bob", "battery staple")
                        .fullName("Bob")
                        .build())
                .get();
        var app = shutter.operator()
                .createApp(CreateAppCommand.confidential("My app", "https://app.example/cb")
                        .live()
                        .scopes(Scope.RELATIONSHIPS)
                        .build())
                .get();
        String clientId = app.client().id().value();
        String secret = app.generatedSecret().get();

        // Alice approves the app; the app exchanges the code for a token.
        var request = AuthorizeCommand.code(clientId, "https://app.example/cb")
                .scopes(Scope.RELATIONSHIPS)
                .build();
        String code = shutter.authorization()
                .approve(alice.id(), request)
                .get()
                .issuedCode()
                .get();
        var grant = shutter.codeExchange()
                .exchange(ExchangeCodeCommand.authorizationCode(
                        ClientCredentials.inForm(clientId, secret), code, "https://app.example/cb"))
                .get();

        // A request with the token authenticates as Alice; she follows Bob.
        Caller caller = shutter.requests()
                .authenticate(AuthenticateCommand.bearer(
                        grant.accessToken(), Endpoint.RELATIONSHIP_POST, "/users/" + bob.id() + "/relationship"))
                .get();
        var outgoing = shutter.relationships()
                .change(caller, ChangeRelationshipCommand.follow(bob.id()))
                .get();
        System.out.println("alice -> bob: " + outgoing.wireName());
    }
}
// docs:END
