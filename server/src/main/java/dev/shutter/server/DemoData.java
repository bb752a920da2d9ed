package dev.shutter.server;

import dev.shutter.adapters.http.web.FormEncoding;
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
import java.util.Set;

/**
 * What {@code --demo} seeds: alice, bob and carol (private) with one password, a media each, a few
 * relationships and a comment, and a Live demo app with every scope whose redirect URI is this server's
 * own callback page. The generated password and secret are kept in a file beside the data (0600), so a
 * restart on persistent storage prints the same ones.
 */
final class DemoData {

    static final String FILE = "demo-credentials.properties";
    static final String CLIENT_ID = "demo";

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
        return new Seed(
                List.of(
                        user("1001", "alice", password, "Alice", "Liddell", false),
                        user("1002", "bob", password, "Bob", "Marley", false),
                        user("1003", "carol", password, "Carol", "Danvers", true)),
                List.of(
                        new CreateMediaCommand("657988443280050001_1001", "1001"),
                        new CreateMediaCommand("657988443280050002_1002", "1002"),
                        new CreateMediaCommand("657988443280050003_1003", "1003")),
                List.of(new CreateAppCommand(
                        CLIENT_ID,
                        "Shutter demo app",
                        redirectUris,
                        credentials.app().clientSecret(),
                        false,
                        "live",
                        Set.of("basic", "comments", "relationships", "likes", "follower_list", "public_content"),
                        Set.of(),
                        true,
                        true,
                        false,
                        null)),
                List.of(
                        new Seed.Follow("1002", "1001", "follows"),
                        new Seed.Follow("1003", "1001", "follows"),
                        new Seed.Follow("1001", "1003", "requested")),
                List.of(),
                List.of(new Seed.SeedComment(
                        "17858893269000001",
                        "657988443280050001_1001",
                        "1002",
                        "Lovely light in this one! #sunset",
                        Instant.ofEpochSecond(1_400_000_000L))));
    }

    /** A ready authorization link for the code flow. */
    static String authorizeLink(String baseUrl, String redirectUri) {
        return baseUrl + "/oauth/authorize/?client_id=" + CLIENT_ID + "&redirect_uri="
                + FormEncoding.encode(redirectUri) + "&response_type=code&scope=basic+comments+relationships"
                + "&state=demo";
    }

    private static CreateUserCommand user(
            String id, String username, String password, String first, String last, boolean isPrivate) {
        return new CreateUserCommand(
                id,
                username,
                password,
                first + " " + last,
                first,
                last,
                "https://img.example/" + username + ".jpg",
                isPrivate);
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
