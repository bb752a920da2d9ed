package dev.shutter.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Reading wrk's output: what the table shows, and every way a row fails. */
class WrkResultTest {

    private static final String CLEAN = """
            Running 20s test @ https://127.0.0.1:40123/v1/media/1_2/comments
              2 threads and 64 connections
              Thread Stats   Avg      Stdev     Max   +/- Stdev
                Latency     5.10ms    3.20ms  80.31ms   90.12%
                Req/Sec     6.40k   412.22     7.31k    71.25%
              Latency Distribution
                 50%    4.51ms
                 75%    6.02ms
                 90%    8.10ms
                 99%   17.45ms
              254712 requests in 20.01s, 1.21GB read
            Requests/sec:  12729.11
            Transfer/sec:     61.95MB
            """;

    @Test
    @DisplayName("a clean run: requests/s, p50 and p99 in milliseconds, no problems")
    void clean() {
        WrkResult result = WrkResult.parse(CLEAN);

        assertThat(result.ok()).isTrue();
        assertThat(result.requests()).isEqualTo(254_712);
        assertThat(result.seconds()).isCloseTo(20.01, within(1e-9));
        assertThat(result.requestsPerSecond()).isCloseTo(12_729.11, within(1e-9));
        assertThat(result.p50Millis()).isCloseTo(4.51, within(1e-9));
        assertThat(result.p99Millis()).isCloseTo(17.45, within(1e-9));
    }

    @Test
    @DisplayName("latencies in microseconds and seconds are converted")
    void units() {
        WrkResult result = WrkResult.parse(CLEAN.replace("4.51ms", "812.00us").replace("17.45ms", "1.20s"));

        assertThat(result.p50Millis()).isCloseTo(0.812, within(1e-9));
        assertThat(result.p99Millis()).isCloseTo(1200, within(1e-9));
    }

    @Test
    @DisplayName("non-2xx answers, socket errors, no requests, no output and run-out codes each fail the row")
    void failures() {
        String afterTotal = "254712 requests in 20.01s, 1.21GB read\n";
        assertThat(WrkResult.parse(CLEAN.replace(afterTotal, afterTotal + "  Non-2xx or 3xx responses: 31\n"))
                        .problems())
                .containsExactly("31 answers were not 2xx or 3xx");
        assertThat(WrkResult.parse(CLEAN.replace(
                                afterTotal, afterTotal + "  Socket errors: connect 0, read 2, write 0, timeout 5\n"))
                        .problems())
                .containsExactly("socket errors: connect 0, read 2, write 0, timeout 5");
        assertThat(WrkResult.parse(CLEAN.replace(
                                afterTotal, afterTotal + "  Socket errors: connect 0, read 0, write 0, timeout 0\n"))
                        .ok())
                .isTrue();
        assertThat(WrkResult.parse(CLEAN.replace("254712 requests", "0 requests"))
                        .problems())
                .containsExactly("no request completed");
        assertThat(WrkResult.parse(CLEAN + WrkResult.CODES_RAN_OUT + "\n").problems())
                .containsExactly("the fresh codes ran out (raise BENCH_CODE_RATE)");
        assertThat(WrkResult.parse("unable to connect to 127.0.0.1:1 Connection refused\n")
                        .ok())
                .isFalse();
        assertThat(WrkResult.parse(CLEAN.replace("     99%   17.45ms\n", "")).problems())
                .containsExactly("no latency distribution (run wrk with --latency)");
    }

    @Test
    @DisplayName("the mix's answers by status class are read; any 4xx, 429 or 5xx among them fails the row")
    void answersByStatus() {
        WrkResult clean = WrkResult.parse(CLEAN + "BENCH answers: 2xx 254712, 3xx 0, 4xx 0 (429 0), 5xx 0\n");
        WrkResult refused = WrkResult.parse(CLEAN + "BENCH answers: 2xx 254700, 3xx 0, 4xx 12 (429 5), 5xx 1\n");

        assertThat(clean.ok()).isTrue();
        assertThat(clean.answers()).isEqualTo("2xx 254,712; 4xx 0; 429 0; 5xx 0");
        assertThat(refused.answers()).isEqualTo("2xx 254,700; 4xx 7; 429 5; 5xx 1");
        assertThat(refused.problems()).containsExactly("answers 3xx 0, 4xx 7, 429 5, 5xx 1");
        assertThat(WrkResult.parse(CLEAN).answers()).isEmpty();
    }
}
