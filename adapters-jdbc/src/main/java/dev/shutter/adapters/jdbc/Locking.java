package dev.shutter.adapters.jdbc;

import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.user.UserId;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * What a transaction at READ COMMITTED locks on PostgreSQL before it reads, instead of being SERIALIZABLE
 * ({@link dev.shutter.ports.out.Transactions#executeOnPair} and its siblings): transaction-scoped advisory
 * locks, taken by the statement that asks the transaction's id, in the exchange of its first read, and released
 * by its end (a statement's snapshot is taken when it starts, so the read must be a statement after them). Each statement after them
 * sees every change committed by a transaction that held a lock it waited for.
 *
 * <ul>
 *   <li>A pair's work takes each user's lock shared (the two in the order of their keys, so no two pairs'
 *       work wait on each other in a cycle), then the pair's own lock, one key for (me, them) and (them, me).
 *   <li>A user's work (privacy) takes the user's lock exclusive: it waits for every pair's work of the user
 *       in flight, and the pairs' work that comes after waits for it.
 *   <li>A comment posted takes no lock: it reads no other comment, and no other write reads what it writes.
 *   <li>A comment removed takes the comment's lock exclusive: two removals of one comment wait for each other,
 *       and the second finds it gone.
 * </ul>
 *
 * Keys are hashes: two users, pairs or comments with one key only wait for each other more often. Users and
 * comments take the two-integer form of the advisory locks (class, key) and pairs the one-bigint form, whose key
 * spaces PostgreSQL keeps apart.
 */
record Locking(String locks, List<Object> params) {

    /** The class of a user's lock ("Shu1"). */
    static final int USER_CLASS = 0x5368_7531;

    /** The class of a comment's lock ("Shc1"). */
    static final int COMMENT_CLASS = 0x5368_6331;

    static final String READ_COMMITTED = "SET TRANSACTION ISOLATION LEVEL READ COMMITTED";

    private static final String SHARED = "pg_advisory_xact_lock_shared(?, ?)";
    private static final String EXCLUSIVE = "pg_advisory_xact_lock(?, ?)";
    private static final String PAIR = "pg_advisory_xact_lock(?)";

    /** {@code locks}: the columns of a {@code SELECT} that takes them, in order; {@code params}, theirs. */
    Locking {
        params = List.copyOf(params);
    }

    static Locking pair(UserId me, UserId them) {
        int a = key(me.value());
        int b = key(them.value());
        boolean mineFirst = me.compareTo(them) <= 0;
        String low = mineFirst ? me.value() : them.value();
        String high = mineFirst ? them.value() : me.value();
        return new Locking(
                SHARED + ", " + SHARED + ", " + PAIR,
                List.of(USER_CLASS, Math.min(a, b), USER_CLASS, Math.max(a, b), hash(low + "/" + high)));
    }

    static Locking user(UserId user) {
        return new Locking(EXCLUSIVE, List.of(USER_CLASS, key(user.value())));
    }

    /** READ COMMITTED with no lock: work that reads nothing another write changes in a way it depends on. */
    static Locking none() {
        return new Locking("", List.of());
    }

    static Locking comment(CommentId comment) {
        return new Locking(EXCLUSIVE, List.of(COMMENT_CLASS, key(comment.value())));
    }

    private static int key(String value) {
        long hash = hash(value);
        return (int) (hash ^ (hash >>> 32));
    }

    /** FNV-1a, 64 bits. */
    private static long hash(String value) {
        long hash = 0xcbf2_9ce4_8422_2325L;
        for (byte b : value.getBytes(StandardCharsets.UTF_8)) {
            hash ^= b & 0xff;
            hash *= 0x100_0000_01b3L;
        }
        return hash;
    }
}
