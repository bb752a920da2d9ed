package dev.shutter.adapters.http.web;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.logging.ErrorManager;
import java.util.logging.Handler;
import java.util.logging.LogRecord;

/**
 * A log handler for the access log: each request thread formats its line and queues it, and one
 * background thread writes the lines in batches, flushing when the queue is empty. The console handler
 * formats and flushes under one lock, so under load the request threads queued on it (and waited a
 * whole time slice when its holder was descheduled). The writer looks for lines every few milliseconds
 * rather than waiting on the queue, so that a request thread never has to wake it (a system call per
 * line when the writer kept up). Lines look like the console's:
 * {@code 2026-01-31T12:00:00.000 INFO dev.shutter.access GET /health 200 0ms}. A full queue makes the
 * request thread wait: lines are never dropped.
 */
public final class BackgroundLogHandler extends Handler {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS");
    /** The end of the lines, told apart by identity from any line that reads the same. */
    private static final String STOP = new String("stop");

    private static final int CAPACITY = 65_536;

    /** How long the writer rests when it has written everything. */
    private static final long REST_MILLIS = 10;

    private final BlockingQueue<String> lines = new ArrayBlockingQueue<>(CAPACITY);
    private final Writer out;
    private final ZoneId zone = ZoneId.systemDefault();
    private final Thread writer;
    private volatile boolean closed;

    /** Writes to {@code stream} (the server's standard error) from a daemon thread. */
    public BackgroundLogHandler(OutputStream stream) {
        this.out = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 64 * 1024);
        this.writer = new Thread(this::drain, "shutter-access-log");
        writer.setDaemon(true);
        writer.start();
    }

    @Override
    public void publish(LogRecord record) {
        if (closed || !isLoggable(record)) {
            return;
        }
        String line = TIME.format(LocalDateTime.ofInstant(record.getInstant(), zone)) + " "
                + record.getLevel().getLocalizedName() + " " + record.getLoggerName() + " " + record.getMessage()
                + System.lineSeparator();
        try {
            lines.put(line);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The background thread flushes whenever it has written all it was given. */
    @Override
    public void flush() {}

    /** Writes what is queued (waiting up to a second), then stops. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            lines.put(STOP);
            writer.join(TimeUnit.SECONDS.toMillis(1));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void drain() {
        List<String> batch = new ArrayList<>();
        boolean unflushed = false;
        try {
            while (true) {
                if (lines.drainTo(batch, 4096) == 0) {
                    if (unflushed) {
                        out.flush();
                        unflushed = false;
                    }
                    Thread.sleep(REST_MILLIS);
                    continue;
                }
                unflushed = true;
                for (String line : batch) {
                    if (line == STOP) {
                        out.flush();
                        return;
                    }
                    out.write(line);
                }
                batch.clear();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            reportError("cannot write the access log", e, ErrorManager.WRITE_FAILURE);
        }
    }
}
