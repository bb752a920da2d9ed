package dev.shutter.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the cluster holds, read back after the load: through a node's own address (not the load balancer),
 * and straight from PostgreSQL.
 */
final class ReadBack implements AutoCloseable {

    private final Connection db;
    private final String schema;

    ReadBack(String jdbcUrl, String schema) throws SQLException {
        if (!schema.matches("[a-z_][a-z0-9_]*")) {
            throw new IllegalArgumentException("not a plain schema name: " + schema);
        }
        this.db = DriverManager.getConnection(jdbcUrl);
        this.schema = schema;
    }

    /** The users {@code user} follows, as PostgreSQL holds them. */
    Set<String> followsInDatabase(String user) throws SQLException {
        return strings(
                "SELECT followee_id FROM " + schema + ".shutter_edges WHERE follower_id = CAST(? AS NUMERIC)"
                        + " AND status = 'follows'",
                user);
    }

    /** The texts of the comments on {@code media}, as PostgreSQL holds them. */
    Set<String> commentsInDatabase(String media) throws SQLException {
        return strings("SELECT text FROM " + schema + ".shutter_comments WHERE media_id = ?", media);
    }

    /** Every event of the outbox, by id, in the order readers get them. */
    List<String> outbox() throws SQLException {
        List<String> ids = new ArrayList<>();
        try (PreparedStatement statement = db.prepareStatement("SELECT commit_order, sequence FROM " + schema
                        + ".shutter_events ORDER BY commit_order, sequence");
                ResultSet rows = statement.executeQuery()) {
            while (rows.next()) {
                ids.add("evt_" + rows.getLong(1) + "-" + rows.getLong(2));
            }
        }
        return ids;
    }

    /** The holder of the webhooks now; empty when none holds them, or the server claims nothing (an older one). */
    String webhookHolder() {
        try {
            Set<String> holders =
                    strings("SELECT holder FROM " + schema + ".shutter_event_claims WHERE reader = ?", "webhooks");
            return holders.isEmpty() ? "" : holders.iterator().next();
        } catch (SQLException e) {
            return "";
        }
    }

    /** The users the token's user follows, as {@code node} answers. */
    static Set<String> followsThrough(Web web, Node node, String bearer) throws IOException {
        return ids(web.get(node.base() + "/v1/users/self/follows?count=200", "Authorization", bearer));
    }

    /** The texts of the comments on {@code media}, as {@code node} answers. */
    static Set<String> commentsThrough(Web web, Node node, String media, String bearer) throws IOException {
        return fields(web.get(node.base() + "/v1/media/" + media + "/comments", "Authorization", bearer), "text");
    }

    private static Set<String> ids(HttpResponse<String> answer) throws IOException {
        return fields(answer, "id");
    }

    private static Set<String> fields(HttpResponse<String> answer, String field) throws IOException {
        CodeFlow.expect(answer, 200);
        JsonNode body = CodeFlow.json(answer);
        if (body.path("pagination").hasNonNull("next_cursor")) {
            throw new IllegalStateException(answer.request().uri().getPath() + " has more than one page");
        }
        Set<String> ids = new HashSet<>();
        body.path("data").forEach(entry -> ids.add(entry.path(field).asText()));
        return ids;
    }

    private Set<String> strings(String query, String parameter) throws SQLException {
        Set<String> found = new HashSet<>();
        try (PreparedStatement statement = db.prepareStatement(query)) {
            statement.setString(1, parameter);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    found.add(rows.getString(1));
                }
            }
        }
        return found;
    }

    @Override
    public void close() throws SQLException {
        db.close();
    }
}
