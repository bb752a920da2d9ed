package dev.shutter.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.cluster.Outcomes.Kind;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * One client of the mixed load, through the load balancer: as its user it follows and unfollows the target
 * users, posts comments on its media and deletes them, reads, and as its app runs the code flow and exchanges
 * codes; each answer goes to the outcomes, each acknowledged write to its ledger. Seeded: a run is the same
 * sequence of choices, whatever the answers' timing.
 */
final class LoadClient implements Runnable {

    /** A pause between requests, so that several clients leave the two cores to the nodes. */
    private static final long THINK_MILLIS = 15;

    /** At most this many live comments; above it the client deletes. */
    private static final int MOST_COMMENTS = 12;

    private final String base;
    private final CodeFlow flow;
    private final Web web;
    private final String media;
    private final List<String> targets;
    private final Random random;
    private final Outcomes outcomes;
    private final Deadline deadline;
    private final String name;
    private final Ledger ledger = new Ledger();
    private int posts;
    private final List<String> live = new ArrayList<>();
    private String bearer;

    LoadClient(
            String name,
            Web web,
            CodeFlow flow,
            String base,
            String media,
            List<String> targets,
            long seed,
            Outcomes outcomes,
            Deadline deadline) {
        this.name = name;
        this.web = web;
        this.flow = flow;
        this.base = base;
        this.media = media;
        this.targets = targets;
        this.random = new Random(seed);
        this.outcomes = outcomes;
        this.deadline = deadline;
    }

    /** The first token, before the load begins: it must work. */
    void start(String token) {
        ledger.token(token, "");
        bearer = "Bearer " + token;
    }

    Ledger ledger() {
        return ledger;
    }

    @Override
    public void run() {
        while (!deadline.passed()) {
            int dice = random.nextInt(100);
            if (dice < 40) {
                read();
            } else if (dice < 65) {
                relationship();
            } else if (dice < 85) {
                comment();
            } else {
                codeFlow();
            }
            try {
                Thread.sleep(THINK_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private void read() {
        String[] paths = {"/v1/users/self", "/v1/users/self/follows?count=50", "/v1/media/" + media + "/comments"};
        String path = paths[random.nextInt(paths.length)];
        try {
            record("read", web.get(base + path, "Authorization", bearer), 200);
        } catch (IOException e) {
            outcomes.add("read", Kind.NO_ANSWER, 0);
        }
    }

    private void relationship() {
        String target = targets.get(random.nextInt(targets.size()));
        boolean follow = random.nextBoolean();
        try {
            HttpResponse<String> answer = web.postForm(
                    base + "/v1/users/" + target + "/relationship",
                    Map.of("action", follow ? "follow" : "unfollow"),
                    "Authorization",
                    bearer);
            if (record(follow ? "follow" : "unfollow", answer, 200) == Kind.OK) {
                ledger.followed(target, follow);
            } else {
                ledger.followUnsure(target);
            }
        } catch (IOException e) {
            outcomes.add(follow ? "follow" : "unfollow", Kind.NO_ANSWER, 0);
            ledger.followUnsure(target);
        }
    }

    /**
     * Posts a comment or deletes one. A post answers no id (the API's {@code data} is null), so the ledger
     * keys comments by their text, unique in the run, and a delete first finds the id by listing the media's
     * comments.
     */
    private void comment() {
        boolean delete = !live.isEmpty() && (live.size() >= MOST_COMMENTS || random.nextBoolean());
        if (delete) {
            String text = live.remove(random.nextInt(live.size()));
            try {
                HttpResponse<String> list = web.get(base + "/v1/media/" + media + "/comments", "Authorization", bearer);
                if (record("read", list, 200) != Kind.OK) {
                    live.add(text);
                    return;
                }
                String id = idOf(list, text);
                if (id.isEmpty()) {
                    // A comment whose post was acknowledged is not listed: the checks will say so.
                    return;
                }
                HttpResponse<String> answer =
                        web.delete(base + "/v1/media/" + media + "/comments/" + id, "Authorization", bearer);
                if (record("delete comment", answer, 200) == Kind.OK) {
                    ledger.deleted(text);
                } else {
                    ledger.deleteUnsure(text);
                }
            } catch (IOException e) {
                outcomes.add("delete comment", Kind.NO_ANSWER, 0);
                ledger.deleteUnsure(text);
            }
            return;
        }
        String text = "Seen from node to node, " + name + " " + (++posts);
        try {
            HttpResponse<String> answer = web.postForm(
                    base + "/v1/media/" + media + "/comments", Map.of("text", text), "Authorization", bearer);
            if (record("post comment", answer, 200) == Kind.OK) {
                ledger.posted(text);
                live.add(text);
            } else {
                ledger.postUnsure();
            }
        } catch (IOException e) {
            outcomes.add("post comment", Kind.NO_ANSWER, 0);
            ledger.postUnsure();
        }
    }

    private static String idOf(HttpResponse<String> list, String text) throws IOException {
        for (JsonNode comment : CodeFlow.json(list).path("data")) {
            if (comment.path("text").asText().equals(text)) {
                return comment.path("id").asText();
            }
        }
        return "";
    }

    private void codeFlow() {
        try {
            HttpResponse<String> approved = flow.approve();
            if (record("approve", approved, 302) != Kind.OK) {
                return;
            }
            HttpResponse<String> exchanged = flow.exchange(CodeFlow.codeOf(approved));
            if (record("exchange", exchanged, 200) == Kind.OK) {
                JsonNode body = CodeFlow.json(exchanged);
                String token = body.get("access_token").asText();
                ledger.token(token, issuer(exchanged));
                // The new token serves from now on: every token the client was given is used.
                bearer = "Bearer " + token;
            }
        } catch (IOException e) {
            outcomes.add("code flow", Kind.NO_ANSWER, 0);
        }
    }

    /** The server process that answered: each has its own random prefix of request ids. */
    private static String issuer(HttpResponse<String> answer) {
        return answer.headers().firstValue("X-Request-Id").orElse("").replaceFirst("-[^-]*$", "");
    }

    private Kind record(String operation, HttpResponse<String> answer, int expected) {
        Kind kind = Outcomes.kindOf(answer.statusCode(), expected);
        outcomes.add(operation, kind, answer.statusCode());
        return kind;
    }
}
