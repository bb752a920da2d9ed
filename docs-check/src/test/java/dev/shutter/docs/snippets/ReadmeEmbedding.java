package dev.shutter.docs.snippets;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.out.Randomness;
import java.security.SecureRandom;
import java.time.Instant;

/** The README's shortest embedding. */
public final class ReadmeEmbedding {

    private ReadmeEmbedding() {}

    public static void main(String[] args) {
        // docs:BEGIN
        Shutter shutter = Shutter.builder(new InMemoryStorage())
                .clock(Instant::now)
                .randomness(Randomness.from(new SecureRandom()))
                .build();
        var alice = shutter.operator()
                .createUser(
                        CreateUserCommand.withLogin("alice", "correct horse").build())
                .get();
        var app = shutter.operator()
                .createApp(CreateAppCommand.confidential("My app", "https://app.example/cb")
                        .live()
                        .scopes("relationships")
                        .build())
                .get();
        var request = AuthorizeCommand.code(app.client().id().value(), "https://app.example/cb")
                .scopes("relationships")
                .build();
        System.out.println(
                shutter.authorization().approve(alice.id(), request).get().location("https://me.example"));
        // docs:END
    }
}
