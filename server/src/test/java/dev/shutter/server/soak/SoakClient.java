package dev.shutter.server.soak;

import static dev.shutter.server.soak.Outage503.FAILED;
import static dev.shutter.server.soak.Outage503.MAYBE;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * One soak thread's requests over its own HTTPS connections: each answer timed against the bound, counted, and
 * told apart (JSON, a 503 of the catalogue, anything else a problem) in the thread's tally.
 */
final class SoakClient {
    private final int number;
    private final String base;
    private final SoakTally tally;
    private final HttpClient client = HttpClient.newBuilder()
            .sslContext(Browser.trusting(TestServers.sharedDataDir()))
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();

    SoakClient(int number, String base, SoakTally tally) {
        this.number = number;
        this.base = base;
        this.tally = tally;
    }

    /** Sends a read again until the database answers it (a cut may fail a few in a row); null: never. */
    JsonNode untilAnswered(String method, String path) throws IOException, InterruptedException {
        for (int attempt = 0; attempt < 100; attempt++) {
            JsonNode answer = send(method, path, null);
            if (answer != FAILED && answer != MAYBE) {
                return answer;
            }
            Thread.sleep(50);
        }
        tally.problems.add("thread " + number + ": the database never answered " + method + " "
                + path.replaceAll("access_token=[^&]*", ""));
        return null;
    }

    /**
     * Sends a request; its JSON, {@link Outage503#FAILED} or {@link Outage503#MAYBE} when the database failed
     * it (a 503 of the catalogue), or null (and a problem) for any other 5xx, a 500 among them, or what is not
     * JSON.
     */
    JsonNode send(String method, String path, String form) throws IOException, InterruptedException {
        HttpRequest.Builder request =
                HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60));
        if (form == null) {
            request.method(method, HttpRequest.BodyPublishers.noBody());
        } else {
            request.header("Content-Type", "application/x-www-form-urlencoded")
                    .method(method, HttpRequest.BodyPublishers.ofString(form));
        }
        long sent = System.nanoTime();
        HttpResponse<String> response = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
        long tookMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - sent);
        tally.longestMillis.accumulateAndGet(tookMillis, Math::max);
        tally.requests.incrementAndGet();
        if (tookMillis > PostgresSoakTest.BOUND_MILLIS) {
            tally.problems.add("thread " + number + ": " + method + " " + path.replaceAll("access_token=[^&]*", "")
                    + " took " + tookMillis + " ms, over the bound of " + PostgresSoakTest.BOUND_MILLIS + " ms");
        }
        JsonNode outage = Outage503.of(response);
        if (outage != null) {
            tally.failed.incrementAndGet();
            if (outage == MAYBE) {
                tally.toldMayHaveApplied.incrementAndGet();
                tally.check(!method.equals("GET"), "thread " + number + ": a read answered that it may have applied");
            }
            return outage;
        }
        if (response.statusCode() >= 500) {
            tally.problems.add("thread " + number + ": " + method + " " + path.replaceAll("access_token=[^&]*", "")
                    + " answered " + response.statusCode() + " " + response.body());
            return null;
        }
        try {
            JsonNode json = Platform.read(response.body());
            tally.check(json.path("meta").path("code").asInt() == response.statusCode(), "meta.code: " + json);
            return json;
        } catch (RuntimeException e) {
            tally.problems.add("thread " + number + ": not JSON: " + response.body());
            return null;
        }
    }

    /**
     * A write answered the plain 503 did not apply; only the 503 that says it may have applied may have
     * (DECISIONS "A write answered 503").
     */
    void plainMeansNotApplied(JsonNode answer, boolean applied, String what) {
        tally.check(
                answer == MAYBE || !applied,
                "thread " + number + ": " + what + " answered 503 \"Please try again later\" and had applied");
    }
}
