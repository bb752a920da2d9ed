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
import java.util.List;
import java.util.Map;
import java.util.Set;

// README:BEGIN
public class EmbeddingExample {
    public static void main(String[] args) {
        // Wire every use case onto the in-memory storage, with the real clock and randomness.
        Shutter shutter = Shutter.builder(new InMemoryStorage())
                .clock(Instant::now)
                .randomness(Randomness.from(new SecureRandom()))
                .build();

        // The operator registers two users and a live app.
        var alice = shutter.operator()
                .createUser(new CreateUserCommand(null, "alice", "correct horse", "Alice", null, null, null, false))
                .get();
        var bob = shutter.operator()
                .createUser(new CreateUserCommand(null, "bob", "battery staple", "Bob", null, null, null, false))
                .get();
        var app = shutter.operator()
                .createApp(new CreateAppCommand(
                        null,
                        "My app",
                        List.of("https://app.example/cb"),
                        null,
                        false,
                        "live",
                        Set.of("relationships"),
                        Set.of(),
                        false,
                        false,
                        false,
                        null))
                .get();
        String clientId = app.client().id().value();

        // Alice approves the app; the app exchanges the code for a token.
        var request =
                new AuthorizeCommand(clientId, "https://app.example/cb", "code", "relationships", null, null, null);
        String location =
                shutter.authorization().approve(alice.id(), request).get().location("https://me.example");
        String code = URI.create(location).getQuery().split("&")[0].substring("code=".length());
        var grant = shutter.codeExchange()
                .exchange(new ExchangeCodeCommand(
                        new ClientCredentials(clientId, app.generatedSecret().get(), false),
                        "authorization_code",
                        code,
                        "https://app.example/cb",
                        null))
                .get();

        // A request with the token authenticates as Alice; she follows Bob.
        Caller caller = shutter.requests()
                .authenticate(new AuthenticateCommand(
                        grant.accessToken(),
                        null,
                        Endpoint.RELATIONSHIP_POST,
                        "/users/" + bob.id() + "/relationship",
                        Map.of()))
                .get();
        var outgoing = shutter.relationships()
                .change(caller, new ChangeRelationshipCommand(bob.id().value(), "follow"))
                .get();
        System.out.println("alice -> bob: " + outgoing.wireName());
    }
}
// README:END
