package dev.shutter.cluster;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * What the run seeds through {@code POST /admin/seed}: a user and a media per load client, public users
 * to follow, a Live app that may write comments, and a Sandbox app with one sandbox user for the small
 * rate budget.
 */
final class Seed {

    static final String PASSWORD = "cluster run password";
    static final String LIVE_APP = "cluster-live";
    static final String BUDGET_APP = "cluster-budget";
    static final String BUDGET_USER = "4001";
    static final String SCOPE = "basic comments relationships";

    private static final ObjectMapper JSON = new ObjectMapper();

    private Seed() {}

    static String userOf(int client) {
        return Integer.toString(2001 + client);
    }

    static String usernameOf(int client) {
        return "load" + client;
    }

    static String mediaOf(int client) {
        return String.format("%018d_%s", 700_000_000_000_000_000L + client, userOf(client));
    }

    static List<String> targets(int count) {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            ids.add(Integer.toString(3001 + i));
        }
        return ids;
    }

    static String document(int clients, List<String> targets, String liveSecret, String budgetSecret) {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode users = root.putArray("users");
        ArrayNode media = root.putArray("media");
        for (int i = 0; i < clients; i++) {
            users.addObject()
                    .put("id", userOf(i))
                    .put("username", usernameOf(i))
                    .put("password", PASSWORD);
            media.addObject().put("id", mediaOf(i)).put("owner", userOf(i));
        }
        for (String target : targets) {
            users.addObject().put("id", target).put("username", "target" + target);
        }
        users.addObject().put("id", BUDGET_USER).put("username", "budget").put("password", PASSWORD);
        ArrayNode apps = root.putArray("apps");
        ObjectNode live = apps.addObject()
                .put("client_id", LIVE_APP)
                .put("client_secret", liveSecret)
                .put("name", "Cluster run")
                .put("mode", "live")
                .put("comment_write", true);
        live.putArray("redirect_uris").add(CodeFlow.REDIRECT_URI);
        live.putArray("approved_scopes").add("basic").add("comments").add("relationships");
        ObjectNode budget = apps.addObject()
                .put("client_id", BUDGET_APP)
                .put("client_secret", budgetSecret)
                .put("name", "Cluster run, small budget")
                .put("mode", "sandbox");
        budget.putArray("redirect_uris").add(CodeFlow.REDIRECT_URI);
        budget.putArray("sandbox_users").add(BUDGET_USER);
        return root.toString();
    }
}
