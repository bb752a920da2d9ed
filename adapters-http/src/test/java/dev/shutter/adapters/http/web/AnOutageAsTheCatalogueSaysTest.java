package dev.shutter.adapters.http.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.http.api.Envelope;
import dev.shutter.domain.Failure;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.StorageUnavailableException;
import java.io.IOException;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The one mapping of a storage outage onto the catalogue ({@link Incidents#outage}): a write that may have
 * applied is told apart from one that did not, both answered 503 with {@code Retry-After}.
 */
@DisplayName("A storage outage as the catalogue says it")
class AnOutageAsTheCatalogueSaysTest {

    private final Incidents incidents = new Incidents(Randomness.from(new Random(5)));

    @Test
    @DisplayName("an outage with nothing applied is the catalogue's Unavailable")
    void nothingApplied() {
        assertThat(incidents.outage(new StorageUnavailableException("users.find could not reach the database")))
                .containsExactly(new Failure.Unavailable(Incidents.RETRY_AFTER_SECONDS));
    }

    @Test
    @DisplayName("an outage after a write was sent is the catalogue's OutcomeUnknown")
    void mayHaveApplied() {
        assertThat(incidents.outage(StorageUnavailableException.mayHaveApplied("transaction lost as it committed")))
                .containsExactly(new Failure.OutcomeUnknown(Incidents.RETRY_AFTER_SECONDS));
    }

    @Test
    @DisplayName("any other failure is no outage")
    void notAnOutage() {
        assertThat(incidents.outage(new IllegalStateException("broken"))).isEmpty();
    }

    @Test
    @DisplayName("both outages answer 503 with Retry-After, each with its own message")
    void bothAnswer503WithRetryAfter() throws IOException {
        WebAnswer unavailable = Envelope.answer(new Failure.Unavailable(5));
        WebAnswer unknown = Envelope.answer(new Failure.OutcomeUnknown(5));

        assertThat(unavailable.status()).isEqualTo(unknown.status()).isEqualTo(503);
        assertThat(unavailable.headers("Retry-After")).containsExactly("5");
        assertThat(unknown.headers("Retry-After")).containsExactly("5");
        assertThat(Answered.json(unavailable).at("/meta/error_message").asText())
                .isEqualTo("The service is temporarily unavailable. Please try again later.");
        assertThat(Answered.json(unknown).at("/meta/error_message").asText())
                .isEqualTo("The service is temporarily unavailable, and this request may have been applied. Check"
                        + " before sending it again.");
    }
}
