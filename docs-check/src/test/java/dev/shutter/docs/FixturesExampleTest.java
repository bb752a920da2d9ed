package dev.shutter.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.http.admin.FixturesReader;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.out.Randomness;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The fixtures document of docs/server.md is one the server reads and seeds whole. */
class FixturesExampleTest {

    private static String example() {
        String page = Repository.read(Repository.ROOT.resolve("docs/server.md"));
        String fixtures = page.substring(page.indexOf("## Fixtures"));
        return new Markdown(fixtures).blocks("json").get(0).text();
    }

    @Test
    @DisplayName("the fixtures example is read and seeded")
    void seeded() {
        // given
        Shutter shutter = Shutter.builder(new InMemoryStorage())
                .clock(Instant::now)
                .randomness(Randomness.from(new SecureRandom()))
                .build();
        // when
        var seed = FixturesReader.read(example().getBytes(StandardCharsets.UTF_8));
        // then
        assertThat(seed.isRight()).as(seed.isLeft() ? seed.getLeft() : "read").isTrue();
        var seeded = shutter.operator().seed(seed.get());
        assertThat(seeded.isRight())
                .as(seeded.isLeft() ? seeded.getLeft().describe() : "seeded")
                .isTrue();
    }

    @Test
    @DisplayName("the same example without a required field is refused, naming it")
    void aBrokenExampleIsRefused() {
        String broken = example().replace("\"owner\": \"1001\"", "\"owner\": null");

        assertThat(FixturesReader.read(broken.getBytes(StandardCharsets.UTF_8)).getLeft())
                .contains("media[0].owner");
    }
}
