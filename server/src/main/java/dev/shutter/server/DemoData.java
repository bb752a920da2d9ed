package dev.shutter.server;

import dev.shutter.adapters.http.web.FormEncoding;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.user.UserId;
import dev.shutter.domain.user.Username;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.in.Seed;
import dev.shutter.server.demo.DemoApp;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Properties;

/**
 * What {@code --demo} seeds: alice, bob and carol (private) with one password, a media each, a few
 * relationships and a comment, and a Live demo app with every scope whose redirect URI is this server's
 * own callback page. The generated password and secret are kept in a file beside the data (0600), so a
 * restart on persistent storage prints the same ones.
 */
final class DemoData {

    static final String FILE = "demo-credentials.properties";
    static final String CLIENT_ID = "demo";

    private static final UserId ALICE = new UserId("1001");
    private static final UserId BOB = new UserId("1002");
    private static final UserId CAROL = new UserId("1003");

    private DemoData() {}

    /** The demo app and the users' password: from the file, or new. */
    static Credentials credentials(Path dataDir, SecureRandom random) {
        Path file = dataDir.resolve(FILE);
        Properties properties = new Properties();
        try {
            if (Files.exists(file)) {
                properties.load(new StringReader(Files.readString(file, StandardCharsets.UTF_8)));
                String password = properties.getProperty("password");
                String secret = properties.getProperty("client_secret");
                if (password != null && secret != null) {
                    return new Credentials(password, new DemoApp(CLIENT_ID, secret), true);
                }
                Files.delete(file);
            }
            Credentials fresh =
                    new Credentials(randomText(random, 9), new DemoApp(CLIENT_ID, randomText(random, 24)), false);
            properties.setProperty("password", fresh.password());
            properties.setProperty("client_secret", fresh.app().clientSecret());
            StringWriter text = new StringWriter();
            properties.store(text, "Shutter --demo credentials");
            DataFiles.writeSecret(file, text.toString().getBytes(StandardCharsets.UTF_8));
            return fresh;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read or write " + file, e);
        }
    }

    /** The demo seed, its app redirecting to {@code redirectUris}. */
    static Seed seed(Credentials credentials, List<String> redirectUris) {
        String password = credentials.password();
        return Seed.builder()
                .user(user(ALICE, "alice", password, "Alice", "Liddell").build())
                .user(user(BOB, "bob", password, "Bob", "Marley").build())
                .user(user(CAROL, "carol", password, "Carol", "Danvers")
                        .privateAccount()
                        .build())
                .media(CreateMediaCommand.withId(new MediaId("657988443280050001_1001"), ALICE))
                .media(CreateMediaCommand.withId(new MediaId("657988443280050002_1002"), BOB))
                .media(CreateMediaCommand.withId(new MediaId("657988443280050003_1003"), CAROL))
                .app(CreateAppCommand.confidential("Shutter demo app", redirectUris.get(0))
                        .redirectUris(redirectUris)
                        .clientId(new ClientId(CLIENT_ID))
                        .secret(credentials.app().clientSecret())
                        .live()
                        .scopes(Scope.values())
                        .commentWrite()
                        .implicitFlow()
                        .build())
                .follow(BOB, ALICE)
                .follow(CAROL, ALICE)
                .followRequest(ALICE, CAROL)
                .comment(Seed.SeedComment.of(
                                new MediaId("657988443280050001_1001"), BOB, "Lovely light in this one! #sunset")
                        .withId(new CommentId("17858893269000001"))
                        .at(Instant.ofEpochSecond(1_400_000_000L)))
                .build();
    }

    /** A ready authorization link for the code flow. */
    static String authorizeLink(String baseUrl, String redirectUri) {
        return baseUrl + "/oauth/authorize/?client_id=" + CLIENT_ID + "&redirect_uri="
                + FormEncoding.encode(redirectUri) + "&response_type=code&scope=basic+comments+relationships"
                + "&state=demo";
    }

    private static CreateUserCommand.Builder user(
            UserId id, String username, String password, String first, String last) {
        return CreateUserCommand.withLogin(new Username(username), password)
                .id(id)
                .fullName(first + " " + last)
                .names(first, last)
                .profilePicture("https://img.example/" + username + ".jpg");
    }

    private static String randomText(SecureRandom random, int bytes) {
        byte[] raw = new byte[bytes];
        random.nextBytes(raw);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
    }

    /** The demo credentials; {@code fromFile} says an earlier start made them. */
    record Credentials(String password, DemoApp app, boolean fromFile) {
        @Override
        public String toString() {
            return "Credentials[app=" + app + "]";
        }
    }
}
