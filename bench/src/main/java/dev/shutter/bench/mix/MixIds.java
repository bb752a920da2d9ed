package dev.shutter.bench.mix;

/** The wire ids of the mix's users, media and comments, in ranges of their own beside the bench's other data. */
final class MixIds {

    static final long FIRST_USER = 500_001;
    static final long FIRST_MEDIA = 658_000_000_000_000_001L;
    static final long FIRST_COMMENT = 17_900_000_000_000_001L;

    private MixIds() {}

    static String user(int user) {
        return Long.toString(FIRST_USER + user);
    }

    static String username(int user) {
        return "mix" + user;
    }

    /** The media of rank {@code rank}: owned by the user of the same popularity rank. */
    static String media(FollowGraph graph, int rank) {
        return (FIRST_MEDIA + rank) + "_" + user(graph.atRank(rank));
    }
}
