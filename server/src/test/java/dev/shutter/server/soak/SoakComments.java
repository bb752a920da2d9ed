package dev.shutter.server.soak;

import static dev.shutter.server.soak.Outage503.FAILED;
import static dev.shutter.server.soak.Outage503.MAYBE;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.server.support.Forms;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A soak thread's comments, each posted or deleted by the thread alone as its own member, on that member's media
 * or on a neutral user's: what each answer says is checked, and a comment answered a 503 is looked for in the list
 * until the database answers, kept or deleted as the list shows it.
 */
final class SoakComments {
    private final int number;
    private final SplittableRandom random;
    private final List<Member> members;
    private final List<String> neutralMedia;
    private final FaultPhases phases;
    private final SoakTally tally;
    private final SoakClient client;

    final List<KeptComment> kept = new ArrayList<>();
    final Set<String> deleted = new HashSet<>();
    private int sequence;

    SoakComments(
            int number,
            SplittableRandom random,
            List<Member> members,
            List<String> neutralMedia,
            FaultPhases phases,
            SoakTally tally,
            SoakClient client) {
        this.number = number;
        this.random = random;
        this.members = members;
        this.neutralMedia = neutralMedia;
        this.phases = phases;
        this.tally = tally;
        this.client = client;
    }

    /** Posts a comment, or deletes one of this thread's, as the thread's own member. */
    void comment() throws IOException, InterruptedException {
        Member me = members.get(number % PostgresSoakTest.USERS);
        if (!kept.isEmpty() && (kept.size() >= 4 || random.nextInt(3) == 0)) {
            KeptComment gone = kept.get(random.nextInt(kept.size()));
            JsonNode answer = client.send(
                    "DELETE",
                    "/v1/media/" + gone.media() + "/comments/" + gone.id() + "?access_token=" + Forms.enc(me.token()),
                    null);
            if (answer == FAILED || answer == MAYBE) {
                JsonNode list = listed(gone.media(), me);
                if (list != null && !contains(list, gone.text())) {
                    tally.applied.incrementAndGet();
                    client.plainMeansNotApplied(answer, true, "comment delete");
                    kept.remove(gone);
                    deleted.add(gone.id());
                }
                return;
            }
            if (answer != null
                    && tally.check(
                            answer.path("meta").path("code").asInt() == 200,
                            "thread " + number + ": delete " + gone + ": " + answer)) {
                phases.acknowledged();
                kept.remove(gone);
                deleted.add(gone.id());
            }
            return;
        }
        String media = random.nextInt(3) == 0 ? me.media() : neutralMedia.get(random.nextInt(neutralMedia.size()));
        String text = "soak comment " + number + "-" + (++sequence);
        JsonNode answer = client.send(
                "POST",
                "/v1/media/" + media + "/comments",
                Forms.encode(Forms.of("access_token", me.token(), "text", text)));
        boolean ambiguous = answer == FAILED || answer == MAYBE;
        if (answer == null
                || !ambiguous
                        && !tally.check(
                                answer.path("meta").path("code").asInt() == 200,
                                "thread " + number + ": comment: " + answer)) {
            return;
        }
        // The answer's data is null (as the legacy API's): the id comes from the list.
        JsonNode list = listed(media, me);
        if (list == null) {
            return;
        }
        if (ambiguous) {
            if (!contains(list, text)) {
                return;
            }
            tally.applied.incrementAndGet();
            client.plainMeansNotApplied(answer, true, "comment");
        } else {
            phases.acknowledged();
        }
        for (JsonNode listed : list.path("data")) {
            if (listed.path("text").asText().equals(text)) {
                kept.add(new KeptComment(listed.path("id").asText(), media, me.id(), text));
                return;
            }
        }
        tally.problems.add("thread " + number + ": the comment just posted is not listed: " + text);
    }

    private JsonNode listed(String media, Member me) throws IOException, InterruptedException {
        return client.untilAnswered("GET", "/v1/media/" + media + "/comments?access_token=" + Forms.enc(me.token()));
    }

    private boolean contains(JsonNode list, String text) {
        for (JsonNode listed : list.path("data")) {
            if (listed.path("text").asText().equals(text)) {
                return true;
            }
        }
        return false;
    }
}
