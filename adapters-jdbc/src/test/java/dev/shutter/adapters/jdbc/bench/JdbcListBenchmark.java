package dev.shutter.adapters.jdbc.bench;

import dev.shutter.adapters.bcrypt.BcryptPasswordHashing;
import dev.shutter.adapters.jdbc.JdbcStorage;
import dev.shutter.adapters.jdbc.PostgresTestDatabase;
import dev.shutter.domain.oauth.AppMode;
import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.RedirectUri;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.ListCommand;
import dev.shutter.ports.in.PageCursor;
import dev.shutter.ports.in.RateStatus;
import dev.shutter.ports.in.UserPage;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.EdgeCursor;
import dev.shutter.ports.out.EdgeEntry;
import dev.shutter.ports.out.Randomness;
import io.vavr.control.Option;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Not a test: the cost of the first page and of a page 10,000 entries deep of a user with a million
 * followers on PostgreSQL, at the port (one keyset query) and through the use case (the query and the 50
 * users of the page). Run with {@code mvn -B -q -pl adapters-jdbc -Pbench test-compile exec:java}; the
 * arguments {@code -Dexec.args="<followers> <runs>"} change the defaults of 1,000,000 and 200.
 */
public final class JdbcListBenchmark {

    static final UserId STAR = new UserId("1");
    static final int PAGE = 50;
    static final int DEPTH = 10_000;

    private JdbcListBenchmark() {}

    public static void main(String[] args) throws Exception {
        int followers = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        PostgresTestDatabase.requireReachable();
        String schema = PostgresTestDatabase.createSchema();
        try (JdbcStorage storage = JdbcStorage.open(PostgresTestDatabase.urlFor(schema), 4)) {
            long loadStart = System.nanoTime();
            load(schema, followers);
            System.out.printf(
                    "loaded %,d users and %,d follow edges of user 1 in %.1f s%n",
                    followers + 1, followers, (System.nanoTime() - loadStart) / 1e9);

            // the port: one keyset query
            Supplier<List<EdgeEntry>> first = () -> page(storage, Option.none());
            EdgeCursor deep = walk(storage, DEPTH);
            checkAgainstOffset(schema, deep);
            Supplier<List<EdgeEntry>> deepPage = () -> page(storage, Option.some(deep));
            report("port, first page of 50", runs, first);
            report("port, page 10,000 deep", runs, deepPage);

            // the use case: the query, then the 50 users of the page
            Shutter shutter = Shutter.builder(storage)
                    .clock(() -> Instant.parse("2024-05-01T12:00:00Z"))
                    .randomness(Randomness.from(new Random(1)))
                    .passwordHashing(new BcryptPasswordHashing(4, Randomness.from(new Random(2))))
                    .build();
            Caller caller = caller(storage);
            String cursor = walkUseCase(shutter, caller, DEPTH);
            report(
                    "use case, first page of 50",
                    runs,
                    () -> shutter.relationshipLists()
                            .followedBy(caller, ListCommand.of(new UserId("1")).count(50))
                            .get());
            report(
                    "use case, page 10,000 deep",
                    runs,
                    () -> shutter.relationshipLists()
                            .followedBy(
                                    caller,
                                    ListCommand.of(new UserId("1"))
                                            .count(50)
                                            .after(PageCursor.parse(cursor).get()))
                            .get());
            explain(schema, deep);
        } finally {
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    /** Bulk load on the server: generate_series, no rows over the wire. Pairs of followers share a second. */
    private static void load(String schema, int followers) throws SQLException {
        long base = Instant.parse("2020-01-01T00:00:00Z").getEpochSecond() * 1_000_000L;
        try (Connection connection = DriverManager.getConnection(PostgresTestDatabase.urlFor(schema));
                Statement statement = connection.createStatement()) {
            statement.execute("INSERT INTO shutter_users (id, username, username_key, full_name, first_name, last_name,"
                    + " profile_picture, is_private) SELECT g, 'u' || g, 'u' || g, 'User ' || g, 'User', '', '',"
                    + " FALSE FROM generate_series(1, " + (followers + 1) + ") g");
            statement.execute("INSERT INTO shutter_edges (follower_id, followee_id, status, changed_at)"
                    + " SELECT g, 1, 'follows', " + base + " + (g::bigint / 2) * 1000000"
                    + " FROM generate_series(2, " + (followers + 1) + ") g");
            statement.execute("VACUUM ANALYZE shutter_users");
            statement.execute("VACUUM ANALYZE shutter_edges");
        }
    }

    private static List<EdgeEntry> page(JdbcStorage storage, Option<EdgeCursor> after) {
        return storage.relationships().page(STAR, Direction.INCOMING, Edge.FOLLOWS, after, PAGE, Option.none());
    }

    /** The cursor after {@code depth} entries, walked through the port in pages of 200. */
    private static EdgeCursor walk(JdbcStorage storage, int depth) {
        Option<EdgeCursor> cursor = Option.none();
        for (int seen = 0; seen < depth; seen += 200) {
            List<EdgeEntry> page =
                    storage.relationships().page(STAR, Direction.INCOMING, Edge.FOLLOWS, cursor, 200, Option.none());
            cursor = Option.some(page.get(page.size() - 1).cursor());
        }
        return cursor.get();
    }

    private static ListCommand page(String cursor) {
        ListCommand first = ListCommand.of(new UserId("1")).count(200);
        return cursor == null ? first : first.after(PageCursor.parse(cursor).get());
    }

    private static String walkUseCase(Shutter shutter, Caller caller, int depth) {
        String cursor = null;
        for (int seen = 0; seen < depth; seen += 200) {
            UserPage page =
                    shutter.relationshipLists().followedBy(caller, page(cursor)).get();
            cursor = page.nextCursor().get();
        }
        return cursor;
    }

    /** The walked cursor is the 10,000th entry as OFFSET counts it: keyset and offset agree. */
    private static void checkAgainstOffset(String schema, EdgeCursor cursor) throws SQLException {
        try (Connection connection = DriverManager.getConnection(PostgresTestDatabase.urlFor(schema));
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("SELECT follower_id FROM shutter_edges WHERE followee_id = 1"
                        + " AND status = 'follows' ORDER BY changed_at DESC, follower_id DESC OFFSET "
                        + (DEPTH - 1) + " LIMIT 1")) {
            row.next();
            String expected = row.getBigDecimal(1).toPlainString();
            if (!expected.equals(cursor.other().value())) {
                throw new IllegalStateException("walked to " + cursor.other() + ", OFFSET says " + expected);
            }
        }
    }

    private static void explain(String schema, EdgeCursor cursor) throws SQLException {
        long micros = cursor.at().getEpochSecond() * 1_000_000L + cursor.at().getNano() / 1000;
        try (Connection connection = DriverManager.getConnection(PostgresTestDatabase.urlFor(schema));
                Statement statement = connection.createStatement();
                ResultSet plan = statement.executeQuery(
                        "EXPLAIN (ANALYZE, BUFFERS) SELECT follower_id AS other_id,"
                                + " changed_at FROM shutter_edges WHERE followee_id = 1 AND status = 'follows'"
                                + " AND changed_at <= " + micros + " AND (changed_at < " + micros
                                + " OR follower_id < " + cursor.other().value() + ")"
                                + " ORDER BY followee_id, status, changed_at DESC, follower_id DESC FETCH FIRST 50 ROWS ONLY")) {
            System.out.println("plan of the deep page:");
            while (plan.next()) {
                System.out.println("  " + plan.getString(1));
            }
        }
    }

    private static Caller caller(JdbcStorage storage) {
        User star = storage.users().find(STAR).get();
        Client client = Client.registered(
                        new ClientId("bench"),
                        "Bench",
                        List.of(RedirectUri.of("https://app.example/cb")),
                        Instant.parse("2016-01-01T00:00:00Z"))
                .status(AppStatus.LIVE)
                .approvedScopes(Scopes.parse("relationships follower_list").get())
                .build();
        return new Caller(star, client, AppMode.LIVE, client.approvedScopes(), new RateStatus(5000, 5000));
    }

    private static void report(String what, int runs, Supplier<?> query) {
        for (int i = 0; i < Math.max(20, runs / 5); i++) {
            query.get();
        }
        long[] nanos = new long[runs];
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            query.get();
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        System.out.printf(
                "%-28s median %7.3f ms   p90 %7.3f ms   min %7.3f ms   (%d runs)%n",
                what, nanos[runs / 2] / 1e6, nanos[runs * 9 / 10] / 1e6, nanos[0] / 1e6, runs);
    }
}
