package dev.shutter.server.roundtrips;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Counts the round trips this JVM makes to PostgreSQL: each exchange the JDBC storage's event loops send
 * (they tell each one), and what its JDBC driver sends, from the messages it logs as it sends them:
 * an extended-protocol exchange ends with one {@code Sync} (however many statements it carries), and a
 * simple query on its own is one wait too ({@code Connection.isValid}'s empty query). The driver's {@code
 * BEGIN} is a simple query it sends ahead of the statement that opens a transaction, in the same exchange,
 * without waiting: it is not counted. Whatever a request's thread sent, a statement, a commit or a pool's
 * check as it lends a connection, counts; what the server's background threads send meanwhile does not (the
 * readiness probe asks the database every second, HikariCP checks idle connections, the events thread
 * reads the outbox): counted, they made a request seem to take one more round trip now and then.
 */
final class WireRoundTrips extends Handler {

    private static final Logger DRIVER = Logger.getLogger("org.postgresql");

    /** The JDBC storage's event loops tell each exchange they send here, at FINEST: one round trip each. */
    private static final Logger EVENT_LOOPS = Logger.getLogger("dev.shutter.adapters.jdbc.EventLoopReads");

    private static final String SIMPLE_QUERY = " FE=> SimpleQuery(query=\"{0}\")";

    /** The driver logs a Parse whole, its SQL inside: {@code  FE=> Parse(stmt=...,query="...",oids={...})}. */
    private static final String PARSE = " FE=> Parse(";

    private final AtomicInteger count = new AtomicInteger();
    private final List<String> writes = new CopyOnWriteArrayList<>();
    private Level before;
    private Level loopsBefore;

    /** Starts counting. */
    void install() {
        before = DRIVER.getLevel();
        DRIVER.setLevel(Level.FINEST);
        setLevel(Level.FINEST);
        DRIVER.addHandler(this);
        loopsBefore = EVENT_LOOPS.getLevel();
        EVENT_LOOPS.setLevel(Level.FINEST);
        EVENT_LOOPS.addHandler(this);
    }

    /** The round trips counted so far. */
    int count() {
        return count.get();
    }

    /** The statements sent so far that change rows (an INSERT, UPDATE or DELETE anywhere in them). */
    List<String> writes() {
        return List.copyOf(writes);
    }

    @Override
    public void publish(LogRecord record) {
        if (EVENT_LOOPS.getName().equals(record.getLoggerName())) {
            count.incrementAndGet();
            return;
        }
        if (inBackground(Thread.currentThread().getName())) {
            return;
        }
        String message = record.getMessage();
        Object[] parameters = record.getParameters();
        String query = message != null && message.startsWith(PARSE)
                ? message
                : SIMPLE_QUERY.equals(message) && parameters != null ? String.valueOf(parameters[0]) : "";
        if (query.toUpperCase(Locale.ROOT).matches("(?s).*\\b(INSERT|UPDATE|DELETE)\\b.*")) {
            writes.add(query);
        }
        if (" FE=> Sync".equals(message) || (SIMPLE_QUERY.equals(message) && !isBegin(record.getParameters()))) {
            count.incrementAndGet();
        }
    }

    /** The server's own background threads, and HikariCP's. */
    private static boolean inBackground(String thread) {
        return thread.startsWith("shutter-")
                || thread.endsWith(" housekeeper")
                || thread.endsWith(" connection adder")
                || thread.endsWith(" connection closer");
    }

    private static boolean isBegin(Object[] parameters) {
        return parameters != null && parameters.length == 1 && "BEGIN".equals(String.valueOf(parameters[0]));
    }

    @Override
    public void flush() {}

    @Override
    public void close() {
        DRIVER.removeHandler(this);
        DRIVER.setLevel(before);
        EVENT_LOOPS.removeHandler(this);
        EVENT_LOOPS.setLevel(loopsBefore);
    }
}
