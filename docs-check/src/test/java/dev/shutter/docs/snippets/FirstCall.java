package dev.shutter.docs.snippets;

// spotless:off: the README shows this class as written, in at most 20 lines with its imports.
// docs:BEGIN
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.user.Username;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateUserCommand;

public class FirstCall {
    public static void main(String[] args) {
        Shutter shutter = Shutter.builder(new InMemoryStorage()).build();
        var alice = shutter.operator().createUser(CreateUserCommand.withLogin(new Username("alice"), "correct horse").build()).get();
        var bob = shutter.operator().createUser(CreateUserCommand.withoutLogin(new Username("bob")).build()).get();
        var app = CreateAppCommand.publicClient("My app", "https://app.example/cb").implicitFlow().live();
        var client = shutter.operator().createApp(app.scopes(Scope.RELATIONSHIPS).build()).get().client();
        var asked = AuthorizeCommand.token(client.id(), client.redirectUris().get(0)).scopes(Scope.RELATIONSHIPS);
        String token = shutter.authorization().approve(alice.id(), asked.build()).get().issuedToken().get();
        System.out.println("alice -> bob: " + shutter.as(token).relationships().follow(bob.id()).join().orElseThrow().wireName());
    }
}
// docs:END
// spotless:on
