package dev.shutter.adapters.inmemory;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.oauth.TokenFailure;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.ClientCredentials;
import dev.shutter.ports.in.IntrospectCommand;
import dev.shutter.ports.in.IntrospectTokenUseCase;
import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The guard against guessing tokens: a client's introspections are counted in a sliding hour, valid and
 * unknown tokens alike. In memory only: the limit takes 60,000 requests to reach.
 */
class IntrospectingTooOftenTest {

    @Test
    @DisplayName("past the hourly limit a client is refused with a retry time, and may ask again an hour later")
    void limit() {
        // given
        Fixtures f = Fixtures.on(new InMemoryStorage());
        AppCreated app = f.liveApp("eager");
        AppCreated other = f.liveApp("calm");
        IntrospectCommand ask = new IntrospectCommand(
                ClientCredentials.sentInForm("eager", app.generatedSecret().get()), "1001.guess");
        // when
        for (int i = 0; i < IntrospectTokenUseCase.HOURLY_LIMIT; i++) {
            assertThat(f.shutter.introspection().introspect(ask).isRight()).isTrue();
        }
        // then
        TokenFailure refused = f.shutter.introspection().introspect(ask).getLeft();
        assertThat(refused).isInstanceOf(TokenFailure.TooManyRequests.class);
        assertThat(((TokenFailure.TooManyRequests) refused).retryAfterSeconds()).isBetween(1L, 3600L);
        assertThat(refused.status()).isEqualTo(429);
        // and another client has its own budget
        assertThat(f.shutter
                        .introspection()
                        .introspect(new IntrospectCommand(
                                ClientCredentials.sentInForm(
                                        "calm", other.generatedSecret().get()),
                                "1001.guess"))
                        .isRight())
                .isTrue();
        // and an hour later the client may ask again
        f.clock.advance(Duration.ofHours(1));
        assertThat(f.shutter.introspection().introspect(ask).isRight()).isTrue();
    }
}
