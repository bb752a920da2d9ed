package dev.shutter.cluster;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What one client was told was done: the last acknowledged state of each of its follows and comments (by
 * their text, unique in the run: a post answers no id), and the tokens it was given. A write that got no answer (the node died, or answered 503) may or may not have
 * happened: its key is unsure until a later write of the same key is acknowledged, and the checks leave it
 * out (and say how many there were). Used by one client thread at a time.
 */
final class Ledger {

    private final Map<String, Boolean> follows = new LinkedHashMap<>();
    private final Set<String> unsureFollows = new HashSet<>();
    private final Map<String, Boolean> comments = new LinkedHashMap<>();
    private final Set<String> unsureComments = new HashSet<>();
    private final List<String> tokens = new ArrayList<>();
    private final Set<String> issuers = new HashSet<>();
    private int unsurePosts;
    private int writes;

    void followed(String target, boolean now) {
        writes++;
        follows.put(target, now);
        unsureFollows.remove(target);
    }

    void followUnsure(String target) {
        unsureFollows.add(target);
    }

    void posted(String comment) {
        writes++;
        comments.put(comment, true);
    }

    /** A post without an answer: a comment whose id nobody knows may exist. */
    void postUnsure() {
        unsurePosts++;
    }

    void deleted(String comment) {
        writes++;
        comments.put(comment, false);
        unsureComments.remove(comment);
    }

    void deleteUnsure(String comment) {
        unsureComments.add(comment);
    }

    /** A token, and the server process that issued it (the prefix of its answer's X-Request-Id). */
    void token(String token, String issuer) {
        tokens.add(token);
        issuers.add(issuer);
    }

    Set<String> issuers() {
        return Set.copyOf(issuers);
    }

    /** The targets this client follows, by the last acknowledged write of each, unsure ones left out. */
    Set<String> following() {
        Set<String> sure = new HashSet<>();
        follows.forEach((target, now) -> {
            if (now && !unsureFollows.contains(target)) {
                sure.add(target);
            }
        });
        return sure;
    }

    /** Whether the state of {@code target} is known. */
    boolean sureOfFollow(String target) {
        return !unsureFollows.contains(target);
    }

    /** The comments whose last acknowledged write posted them, unsure deletes left out. */
    List<String> liveComments() {
        return commentsThat(true);
    }

    /** The comments whose deletion was acknowledged. */
    List<String> deletedComments() {
        return commentsThat(false);
    }

    boolean knows(String comment) {
        return comments.containsKey(comment);
    }

    int unsurePosts() {
        return unsurePosts;
    }

    int unsure() {
        return unsureFollows.size() + unsureComments.size() + unsurePosts;
    }

    /** The follows and comments whose last state an acknowledged write set. */
    int keys() {
        return follows.size() + comments.size();
    }

    /** Acknowledged writes: follows, unfollows, posts and deletes. */
    int writes() {
        return writes;
    }

    List<String> tokens() {
        return List.copyOf(tokens);
    }

    private List<String> commentsThat(boolean live) {
        List<String> found = new ArrayList<>();
        comments.forEach((id, exists) -> {
            if (exists == live && !unsureComments.contains(id)) {
                found.add(id);
            }
        });
        return found;
    }
}
