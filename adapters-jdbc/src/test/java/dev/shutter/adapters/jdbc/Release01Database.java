package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.contract.Reads;
import dev.shutter.ports.out.Storage;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.flywaydb.core.Flyway;

/**
 * A database as release 0.1 made it: its four migrations (kept verbatim in test resources) run by
 * Flyway's defaults (history {@code flyway_schema_history}, tables in the connection's current schema),
 * then a little of everything written as release 0.1 wrote it.
 */
final class Release01Database {

    static final String LOCATION = "classpath:release-0.1/db-migration";

    /** The access token of the stored data, and the hash under which release 0.1 kept it. */
    static final String TOKEN_HASH = "a".repeat(64);

    private Release01Database() {}

    /** Builds release 0.1's schema at {@code url} and stores two users, a follow, a comment, an app and a token. */
    static void create(String url) {
        Flyway.configure()
                .dataSource(url, null, null)
                .locations(LOCATION)
                .load()
                .migrate();
        store(url, "");
    }

    /**
     * Stores what {@link #create} stores, in tables of release 0.1's names and columns (which the plain layout
     * of later builds kept) whose names {@code qualifier} (empty, or a schema and a dot) qualifies.
     */
    static void store(String url, String qualifier) {
        execute(
                url,
                "INSERT INTO " + qualifier + "users (id, username, username_key, full_name, first_name, last_name,"
                        + " profile_picture, is_private, password_hash) VALUES (1001, 'Alice', 'alice', 'Alice A',"
                        + " 'Alice', 'A', '', FALSE, 'bcrypt:x'), (1002, 'bob', 'bob', 'Bob B', 'Bob', 'B', '', TRUE,"
                        + " NULL)",
                "INSERT INTO " + qualifier + "media (id, owner_id) VALUES ('501_1002', 1002)",
                "INSERT INTO " + qualifier + "comments (id, media_id, from_id, text, created_time) VALUES (7,"
                        + " '501_1002', 1001, 'nice', 1000000)",
                "INSERT INTO " + qualifier + "edges (follower_id, followee_id, status, changed_at) VALUES (1001, 1002,"
                        + " 'follows', 2000000)",
                "INSERT INTO " + qualifier + "clients (id, secret, name, status, approved_scopes, comment_write,"
                        + " implicit_allowed, enforce_signed_requests, sealed_signing_secret, created_time) VALUES"
                        + " ('app1', 'sha256:00', 'App', 'live', 'basic', FALSE, FALSE, FALSE, NULL, 3000000)",
                "INSERT INTO " + qualifier + "client_redirect_uris (client_id, seq, uri) VALUES ('app1', 0,"
                        + " 'https://app.example/cb')",
                "INSERT INTO " + qualifier + "access_tokens (token_hash, user_id, client_id, scopes, issued_at,"
                        + " last_used_at, revoked_at, issued_from_code) VALUES ('" + TOKEN_HASH
                        + "', 1001, 'app1', 'basic', 4000000, 4000000, NULL, NULL)");
    }

    /** The names today's scripts give {@code tables}. */
    static List<String> prefixed(List<String> tables) {
        return tables.stream().map(table -> UnprefixedLayout.PREFIX + table).toList();
    }

    /** Shutter reads everything {@link #create} stored. */
    static void assertKeptEverything(Storage storage) {
        UserId alice = new UserId("1001");
        UserId bob = new UserId("1002");
        assertThat(storage.users().findByUsername("ALICE").map(User::fullName)).containsExactly("Alice A");
        assertThat(storage.users().find(bob).map(User::isPrivate)).containsExactly(true);
        assertThat(storage.relationships().edge(alice, bob)).isEqualTo(Edge.FOLLOWS);
        assertThat(storage.comments()
                        .find(new MediaId("501_1002"), new CommentId("7"))
                        .map(Comment::from))
                .containsExactly(alice);
        assertThat(storage.clients()
                        .find(new ClientId("app1"))
                        .map(app -> app.redirectUris().size()))
                .containsExactly(1);
        assertThat(Reads.bearer(storage, TOKEN_HASH).map(bearer -> bearer.user().id()))
                .containsExactly(alice);
    }

    /** The names of the tables of {@code schema}, lower-cased and sorted. */
    static List<String> tables(String url, String schema) {
        return column(
                        url,
                        "SELECT table_name FROM information_schema.tables WHERE table_schema = '" + schema
                                + "' ORDER BY table_name")
                .stream()
                .map(name -> name.toLowerCase(Locale.ROOT))
                .toList();
    }

    /** The scripts that {@code schema}'s {@code flyway_schema_history} lists. */
    static List<String> scripts(String url, String schema) {
        return column(url, "SELECT \"script\" FROM \"" + schema + "\".\"flyway_schema_history\" ORDER BY 1");
    }

    /** The first column of every row {@code query} selects, as text. */
    static List<String> column(String url, String query) {
        List<String> values = new ArrayList<>();
        try (Connection connection = DriverManager.getConnection(url);
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(query)) {
            while (rows.next()) {
                values.add(rows.getString(1));
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return values;
    }

    static void execute(String url, String... statements) {
        try (Connection connection = DriverManager.getConnection(url);
                Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
