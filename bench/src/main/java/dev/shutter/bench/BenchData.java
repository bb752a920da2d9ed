package dev.shutter.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The data the HTTP benchmark reads and writes, as a fixtures document (the format of docs/server.md, "Fixtures"): the
 * caller, who follows {@code follows} users; a media with {@link #COMMENTS} comments; a user whose
 * relationship is read and one who is followed and unfollowed.
 */
final class BenchData {

    static final String CALLER = "1001";
    static final String CALLER_USERNAME = "bench";
    static final String CALLER_PASSWORD = "bench password 1001";
    static final String MEDIA_OWNER = "1002";
    static final String READ_TARGET = "1003";
    static final String WRITE_TARGET = "1004";
    static final String MEDIA = "657988443280050001_" + MEDIA_OWNER;
    static final int COMMENTS = 20;
    static final long FIRST_FOLLOWED = 200_001;

    private static final ObjectMapper JSON = new ObjectMapper();

    private BenchData() {}

    /** The fixtures document, with {@code follows} users followed by the caller. */
    static ObjectNode fixtures(int follows) {
        if (follows < COMMENTS) {
            throw new IllegalArgumentException("at least " + COMMENTS + " followed users: they write the comments");
        }
        ObjectNode doc = JSON.createObjectNode();
        ArrayNode users = doc.putArray("users");
        user(users, CALLER, CALLER_USERNAME).put("password", CALLER_PASSWORD);
        user(users, MEDIA_OWNER, "media_owner");
        user(users, READ_TARGET, "read_target");
        user(users, WRITE_TARGET, "write_target");
        for (int i = 0; i < follows; i++) {
            String id = Long.toString(FIRST_FOLLOWED + i);
            user(users, id, "user" + id);
        }
        doc.putArray("media").addObject().put("id", MEDIA).put("owner", MEDIA_OWNER);
        ArrayNode edges = doc.putArray("follows");
        edges.addObject().put("from", READ_TARGET).put("to", CALLER).put("status", "follows");
        for (int i = 0; i < follows; i++) {
            edges.addObject()
                    .put("from", CALLER)
                    .put("to", Long.toString(FIRST_FOLLOWED + i))
                    .put("status", "follows");
        }
        ArrayNode comments = doc.putArray("comments");
        for (int i = 0; i < COMMENTS; i++) {
            comments.addObject()
                    .put("id", Long.toString(17_858_893_269_000_001L + i))
                    .put("media", MEDIA)
                    .put("from", Long.toString(FIRST_FOLLOWED + i))
                    .put("text", "Comment " + (i + 1) + ": love the light in this one! #sunset")
                    .put("created_time", Long.toString(1_400_000_000L + 60L * i));
        }
        return doc;
    }

    private static ObjectNode user(ArrayNode users, String id, String username) {
        return users.addObject()
                .put("id", id)
                .put("username", username)
                .put("full_name", "User " + id)
                .put("first_name", "User")
                .put("last_name", id)
                .put("profile_picture", "https://img.example/" + username + ".jpg")
                .put("is_private", false);
    }
}
