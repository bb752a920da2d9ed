package dev.shutter.bench.domain;

import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What the domain's checks cost a storage that maps a list's rows: every user of a page of 50 is made from
 * its columns (its id and username checked), with the id of its entry.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ListUserBenchmark {

    private String[] ids;
    private String[] usernames;

    @Setup
    public void setUp() {
        ids = new String[50];
        usernames = new String[50];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = Long.toString(17_858_893_269_000_000L + i * 7919L);
            usernames[i] = "bench.user_" + i;
        }
    }

    /** One user's id and the user made from its columns. */
    @Benchmark
    public User oneUser() {
        return new User(new UserId(ids[7]), usernames[7], "Full Name", "First", "Last", "", false);
    }

    /** A page of 50: each entry's id, and its user. */
    @Benchmark
    public int pageOfFifty() {
        int made = 0;
        for (int i = 0; i < ids.length; i++) {
            UserId entry = new UserId(ids[i]);
            User user = new User(new UserId(ids[i]), usernames[i], "Full Name", "First", "Last", "", false);
            made += entry.value().length() + user.username().length();
        }
        return made;
    }
}
