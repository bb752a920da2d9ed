package dev.shutter.docs.snippets;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateUserCommand;

/** The README's shortest embedding. */
public final class ReadmeEmbedding {

    private ReadmeEmbedding() {}

    public static void main(String[] args) {
        // docs:BEGIN
        Shutter shutter = Shutter.builder(new InMemoryStorage()).build();
        var alice = shutter.operator()
                .createUser(
                        CreateUserCommand.withLogin("alice", "correct horse").build())
                .get();
        var app = shutter.operator()
                .createApp(CreateAppCommand.confidential("My app", "https://app.example/cb")
                        .live()
                        .scopes(Scope.RELATIONSHIPS)
                        .build())
                .get();
        var request = AuthorizeCommand.code(app.client().id().value(), "https://app.example/cb")
                .scopes(Scope.RELATIONSHIPS)
                .build();
        String code = shutter.authorization()
                .approve(alice.id(), request)
                .get()
                .issuedCode()
                .get();
        System.out.println("the app's code: " + code);
        // docs:END
    }
}
