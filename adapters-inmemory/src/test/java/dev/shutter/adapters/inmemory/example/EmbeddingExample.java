package dev.shutter.adapters.inmemory.example;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.ChangeRelationshipCommand;
import dev.shutter.ports.in.ClientCredentials;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.in.ExchangeCodeCommand;
import dev.shutter.ports.out.Randomness;
import java.net.URI;
import java.security.SecureRandom;
import java.time.Instant;

// docs:BEGIN
public class EmbeddingExample {
    public static void main(String[] args) {
        // Wire every use case onto the in-memory storage, with the real clock and randomness.
        Shutter shutter = Shutter.builder(new InMemoryStorage())
                .clock(Instant::now)
                .randomness(Randomness.from(new SecureRandom()))
                .build();

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
                        .scopes("relationships")
                        .build())
                .get();
        String clientId = app.client().id().value();
        String secret = app.generatedSecret().get();

        // Alice approves the app; the app exchanges the code for a token.
        var request = AuthorizeCommand.code(clientId, "https://app.example/cb")
                .scopes("relationships")
                .build();
        String location =
                shutter.authorization().approve(alice.id(), request).get().location("https://me.example");
        String code = URI.create(location).getQuery().split("&")[0].substring("code=".length());
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
                .change(caller, new ChangeRelationshipCommand(bob.id().value(), "follow"))
                .get();
        System.out.println("alice -> bob: " + outgoing.wireName());
    }
}
// docs:END
