package dev.shutter.server.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Seeded hostile requests against a running server over HTTPS, the repeatable half of the HTTP surface
 * fuzz ({@link HttpSurfaceFuzzTest} lets Jazzer choose): each answer must be catalogued, of its area's
 * kind, never a 5xx nor an internal detail, and a failed request must leave the stored state as it was.
 * {@code -Dshutter.seed=N} explores other requests, {@code -Dshutter.fuzz.requests=N} sends more.
 */
@DisplayName("Hostile requests against a live server")
class HostileRequestsTest extends AgainstALiveServer {

    @Test
    @DisplayName("any request gets a catalogued answer of its area's kind, and a failed one changes nothing")
    void hostileRequests() {
        // given a seeded stream of hostile requests
        long seed = Long.getLong("shutter.seed", 20_151_117L);
        HostileRequests requests = new HostileRequests(server.known(), Choices.seeded(new Random(seed)));
        Map<AnswerRules.Area, Integer> areas = new TreeMap<>();
        Map<Integer, Integer> statuses = new TreeMap<>();

        // when each is sent, then (in send) its answer keeps the rules
        int count = Integer.getInteger("shutter.fuzz.requests", 400);
        for (int i = 0; i < count; i++) {
            HostileRequests.Request request = requests.next();
            try {
                LiveServer.Answered answered = server.send(request);
                areas.merge(answered.area(), 1, Integer::sum);
                statuses.merge(answered.status(), 1, Integer::sum);
            } catch (AssertionError e) {
                throw new AssertionError("request " + i + " of seed " + seed + ": " + e.getMessage(), e);
            }
        }

        // then the requests reached every part of the surface, and were both served and refused
        System.out.println("hostile requests by area " + areas + ", by status " + statuses);
        assertThat(areas)
                .containsKeys(
                        AnswerRules.Area.API,
                        AnswerRules.Area.TOKEN_ENDPOINT,
                        AnswerRules.Area.PAGE,
                        AnswerRules.Area.ADMIN,
                        AnswerRules.Area.NOWHERE);
        assertThat(statuses).containsKeys(200, 400);
    }

    @Test
    @DisplayName("a row changed while a request fails is caught, though only the modification ids are read at first")
    void aChangeDuringAFailedRequestIsCaught() throws SQLException {
        // given a row changed behind the server's back, as if a refused request had stored it
        String toggle = "UPDATE shutter_users SET is_private = NOT is_private WHERE id = "
                + server.known().userIds().get(0);
        server.changeBehindTheServersBack(toggle);
        try {
            // when a request that fails is sent, then the check after it sees the change
            HostileRequests.Request refused = new HostileRequests.Request("GET", "/nowhere", List.of(), null);
            assertThatThrownBy(() -> server.send(refused))
                    .isInstanceOf(AssertionError.class)
                    .hasMessageContaining("a failed request changes nothing")
                    .hasMessageContaining("is_private");
        } finally {
            server.changeBehindTheServersBack(toggle);
            server.rereadStoredRows();
        }
    }
}
