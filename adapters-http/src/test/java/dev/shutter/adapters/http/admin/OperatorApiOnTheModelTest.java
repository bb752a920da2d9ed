package dev.shutter.adapters.http.admin;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.http.web.Answered;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.SentRequest;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.out.Randomness;
import io.vavr.control.Option;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The operator API answers the surface's requests with no web server: its rules live here, not in a binding. */
@DisplayName("The operator API on the surface's model")
class OperatorApiOnTheModelTest {

    private static final String TOKEN = "an-admin-token-of-some-length";

    private final Shutter shutter = Fixtures.on(new InMemoryStorage()).shutter;

    private OperatorHandler operator(Option<String> token) {
        return new OperatorHandler(
                shutter.operator(),
                new MaintenanceRoutes(
                        shutter.operatorViews(), shutter.secretRotation(), shutter.erasure(), shutter.export()),
                token,
                new Incidents(Randomness.from(new Random(3))));
    }

    @Test
    @DisplayName("without an admin token the API does not exist: the catalogue's 404")
    void noToken() throws IOException {
        WebAnswer answer = Answered.now(
                operator(Option.none()),
                SentRequest.of("GET", "/admin/apps").header("Authorization", "Bearer " + TOKEN));

        assertThat(answer.status()).isEqualTo(404);
        assertThat(Answered.json(answer).at("/meta/error_type").asText()).isEqualTo("APINotFoundError");
    }

    @Test
    @DisplayName("a wrong token is 401 with the realm, never stored")
    void wrongToken() throws IOException {
        WebAnswer answer = Answered.now(
                operator(Option.some(TOKEN)),
                SentRequest.of("GET", "/admin/apps").header("Authorization", "Bearer not-" + TOKEN));

        assertThat(answer.status()).isEqualTo(401);
        assertThat(answer.headers("WWW-Authenticate")).containsExactly("Bearer realm=\"shutter-admin\"");
        assertThat(answer.headers("Cache-Control")).containsExactly("no-store");
    }

    @Test
    @DisplayName("a user created from a JSON body can be read back by its id")
    void createAndRead() throws IOException {
        // given
        OperatorHandler handler = operator(Option.some(TOKEN));
        SentRequest create = SentRequest.of("POST", "/admin/users")
                .header("Authorization", "Bearer " + TOKEN)
                .header("Content-Type", "application/json")
                .body("{\"id\":\"4242\",\"username\":\"dora\"}".getBytes(StandardCharsets.UTF_8));

        // when
        WebAnswer created = Answered.now(handler, create);
        WebAnswer read = Answered.now(
                handler, SentRequest.of("GET", "/admin/users/4242").header("Authorization", "Bearer " + TOKEN));

        // then
        assertThat(created.status()).isEqualTo(201);
        assertThat(read.status()).isEqualTo(200);
        assertThat(Answered.json(read).get("username").asText()).isEqualTo("dora");
        assertThat(read.headers("Cache-Control")).containsExactly("no-store");
    }

    @Test
    @DisplayName("a body that is not JSON is refused as the operator API refuses, naming the type")
    void notJson() throws IOException {
        WebAnswer answer = Answered.now(
                operator(Option.some(TOKEN)),
                SentRequest.of("POST", "/admin/users")
                        .header("Authorization", "Bearer " + TOKEN)
                        .header("Content-Type", "text/plain")
                        .body("username=dora".getBytes(StandardCharsets.UTF_8)));

        assertThat(answer.status()).isEqualTo(415);
        assertThat(Answered.json(answer).get("error").asText()).contains("application/json");
    }
}
