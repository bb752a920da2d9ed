package dev.shutter.server.logging;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.UnsynchronizedAppenderBase;
import ch.qos.logback.core.encoder.Encoder;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The server's one appender: each logging thread encodes its event (text or JSON) and queues the bytes,
 * and one background thread writes them in batches, flushing when the queue is empty. The writer looks
 * for lines every few milliseconds rather than waiting on the queue, so that a request thread never has
 * to wake it (Logback's {@code AsyncAppender} waits on its queue: a system call per line when the writer
 * kept up, which was the largest single cost of a request in memory). A full queue makes the logging
 * thread wait: lines are never dropped.
 */
public final class BackgroundAppender extends UnsynchronizedAppenderBase<ILoggingEvent> {

    /** The end of the lines, told apart by identity. */
    private static final byte[] STOP = new byte[0];

    private static final int CAPACITY = 65_536;

    /** How long the writer rests when it has written everything. */
    private static final long REST_MILLIS = 10;

    private final BlockingQueue<byte[]> lines = new ArrayBlockingQueue<>(CAPACITY);
    private final OutputStream out;
    private final Encoder<ILoggingEvent> encoder;
    private Thread writer;

    /** Writes to {@code out} (the server's standard error) what {@code encoder} makes of each event. */
    public BackgroundAppender(OutputStream out, Encoder<ILoggingEvent> encoder) {
        this.out = out;
        this.encoder = encoder;
    }

    @Override
    public void start() {
        if (isStarted()) {
            return;
        }
        writer = new Thread(this::drain, "shutter-log-writer");
        writer.setDaemon(true);
        writer.start();
        super.start();
    }

    @Override
    protected void append(ILoggingEvent event) {
        byte[] line = encoder.encode(event);
        try {
            lines.put(line);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Writes what is queued (waiting up to a second), then stops. */
    @Override
    public void stop() {
        if (!isStarted()) {
            return;
        }
        super.stop();
        try {
            lines.put(STOP);
            writer.join(TimeUnit.SECONDS.toMillis(1));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void drain() {
        List<byte[]> batch = new ArrayList<>();
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
                for (byte[] line : batch) {
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
            addError("cannot write the log", e);
        }
    }
}
