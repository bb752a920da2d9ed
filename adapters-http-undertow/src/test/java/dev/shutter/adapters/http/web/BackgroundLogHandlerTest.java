package dev.shutter.adapters.http.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The access log's writer thread: every line arrives, in the console's shape, and nothing after close. */
class BackgroundLogHandlerTest {

    @Test
    @DisplayName("lines from many threads all arrive, each whole, in the console's shape")
    void everyLineArrives() throws Exception {
        // given
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BackgroundLogHandler handler = new BackgroundLogHandler(out);
        List<Thread> threads = new ArrayList<>();

        // when: 4 threads log 2,500 lines each
        for (int t = 0; t < 4; t++) {
            int thread = t;
            threads.add(new Thread(() -> {
                for (int i = 0; i < 2500; i++) {
                    handler.publish(record("GET /v1/users/" + thread + "/" + i + " 200 0ms"));
                }
            }));
        }
        threads.forEach(Thread::start);
        for (Thread thread : threads) {
            thread.join();
        }
        handler.close();

        // then
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).hasSize(10_000);
        assertThat(lines)
                .allMatch(
                        line -> line.matches(
                                "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3} INFO dev\\.shutter\\.access GET /v1/users/\\d/\\d+ 200 0ms"));
        assertThat(lines.stream().filter(line -> line.contains("/v1/users/2/")).toList())
                .as("one thread's lines keep their order")
                .isSortedAccordingTo((a, b) -> Integer.compare(number(a), number(b)));
    }

    @Test
    @DisplayName("the time is the record's, in the server's zone, to the millisecond")
    void time() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BackgroundLogHandler handler = new BackgroundLogHandler(out);
        LogRecord record = record("GET /health 200 0ms");
        record.setInstant(Instant.parse("2026-01-31T12:34:56.789123Z"));

        handler.publish(record);
        handler.close();

        LocalDateTime local = LocalDateTime.ofInstant(record.getInstant(), ZoneId.systemDefault());
        assertThat(out.toString(StandardCharsets.UTF_8))
                .startsWith(local.toString().substring(0, 23) + " INFO dev.shutter.access GET /health 200 0ms");
    }

    @Test
    @DisplayName("after close nothing more is written, and a level above the record's holds it back")
    void closedAndLevels() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BackgroundLogHandler handler = new BackgroundLogHandler(out);
        handler.setLevel(Level.WARNING);
        handler.publish(record("held back"));
        handler.setLevel(Level.INFO);
        handler.publish(record("written"));

        handler.close();
        handler.publish(record("too late"));

        assertThat(out.toString(StandardCharsets.UTF_8)).contains("written").doesNotContain("held back", "too late");
    }

    private static LogRecord record(String message) {
        LogRecord record = new LogRecord(Level.INFO, message);
        record.setLoggerName(AccessLog.LOG.getName());
        return record;
    }

    private static int number(String line) {
        String path = line.split(" ")[4];
        return Integer.parseInt(path.substring(path.lastIndexOf('/') + 1));
    }
}
