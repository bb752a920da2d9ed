package dev.shutter.server.soak;

import static dev.shutter.server.soak.PairViews.agrees;
import static dev.shutter.server.soak.PairViews.flip;
import static dev.shutter.server.soak.PairViews.key;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.PairState;
import dev.shutter.server.support.Forms;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the soak left, against its threads' models: the relationships and comments in the tables, and both sides'
 * views of every pair through the API.
 */
final class FinalStateChecks {

    private final List<Member> members;
    private final SoakTally tally;

    FinalStateChecks(List<Member> members, SoakTally tally) {
        this.members = members;
        this.tally = tally;
    }

    /** Every ordered pair of members, read from the tables: the invariants hold and the model is met. */
    void checkStoredRelationships(String url, List<SoakDriver> drivers) throws SQLException {
        Map<String, Edge> edges = new HashMap<>();
        Set<String> blocks = new HashSet<>();
        Map<String, Boolean> privacy = new HashMap<>();
        try (Connection connection = DriverManager.getConnection(url);
                Statement statement = connection.createStatement()) {
            try (ResultSet rows =
                    statement.executeQuery("SELECT follower_id, followee_id, status FROM shutter_edges")) {
                while (rows.next()) {
                    edges.put(
                            rows.getString(1) + ">" + rows.getString(2),
                            rows.getString(3).equals("follows") ? Edge.FOLLOWS : Edge.REQUESTED);
                }
            }
            try (ResultSet rows = statement.executeQuery("SELECT blocker_id, blocked_id FROM shutter_blocks")) {
                while (rows.next()) {
                    blocks.add(rows.getString(1) + ">" + rows.getString(2));
                }
            }
            try (ResultSet rows = statement.executeQuery("SELECT id, is_private FROM shutter_users")) {
                while (rows.next()) {
                    privacy.put(rows.getString(1), rows.getBoolean(2));
                }
            }
        }
        Map<String, PairState> expected = new HashMap<>();
        drivers.forEach(d -> expected.putAll(d.model));
        int checked = 0;
        for (int a = 0; a < PostgresSoakTest.USERS; a++) {
            for (int b = 0; b < PostgresSoakTest.USERS; b++) {
                if (a == b) {
                    continue;
                }
                String x = members.get(a).id();
                String y = members.get(b).id();
                PairState stored = new PairState(
                        edges.getOrDefault(x + ">" + y, Edge.NONE),
                        edges.getOrDefault(y + ">" + x, Edge.NONE),
                        blocks.contains(x + ">" + y),
                        blocks.contains(y + ">" + x),
                        privacy.get(y));
                assertThat(stored.invariantsHold(privacy.get(x)))
                        .as("invariants of %d->%d: %s", a, b, stored)
                        .isTrue();
                PairState model = a < b
                        ? expected.get(key(a, b))
                        : flip(expected.get(key(b, a)), members.get(b).isPrivate());
                assertThat(stored)
                        .as("stored %d->%d is what the accepted writes made it", a, b)
                        .isEqualTo(model);
                checked++;
            }
        }
        assertThat(checked).isEqualTo(PostgresSoakTest.USERS * (PostgresSoakTest.USERS - 1));
    }

    /** Both sides' views through the API agree with the model, for every ordered pair. */
    void checkViews(List<SoakDriver> drivers) throws IOException, InterruptedException {
        Map<String, PairState> expected = new HashMap<>();
        drivers.forEach(d -> expected.putAll(d.model));
        SoakClient reader = drivers.get(0).client();
        for (int a = 0; a < PostgresSoakTest.USERS; a++) {
            for (int b = 0; b < PostgresSoakTest.USERS; b++) {
                if (a == b) {
                    continue;
                }
                PairState model = a < b
                        ? expected.get(key(a, b))
                        : flip(expected.get(key(b, a)), members.get(b).isPrivate());
                JsonNode read = reader.untilAnswered(
                        "GET",
                        "/v1/users/" + members.get(b).id() + "/relationship?access_token="
                                + Forms.enc(members.get(a).token()));
                assertThat(read).isNotNull();
                assertThat(agrees(read.path("data"), model))
                        .as("%d sees %d as %s: %s", a, b, model, read)
                        .isTrue();
            }
        }
        assertThat(tally.problems).isEmpty();
    }

    /** Every comment kept is stored, by its author on its media; every one deleted is gone. */
    void checkStoredComments(String url, List<SoakDriver> drivers) throws SQLException {
        Set<KeptComment> stored = new HashSet<>();
        try (Connection connection = DriverManager.getConnection(url);
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT id, media_id, from_id, text FROM shutter_comments")) {
            while (rows.next()) {
                stored.add(new KeptComment(rows.getString(1), rows.getString(2), rows.getString(3), rows.getString(4)));
            }
        }
        Set<KeptComment> expected = new HashSet<>();
        Set<String> deleted = new HashSet<>();
        drivers.forEach(d -> {
            expected.addAll(d.comments.kept);
            deleted.addAll(d.comments.deleted);
        });
        assertThat(deleted).as("comments deleted").isNotEmpty();
        assertThat(stored).as("the stored comments are exactly those kept").isEqualTo(expected);
    }
}
