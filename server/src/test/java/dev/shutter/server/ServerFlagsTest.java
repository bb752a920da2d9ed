package dev.shutter.server;

import static dev.shutter.server.OptionsParserTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The defaults the help shows are the values the server takes without the option. */
class ServerFlagsTest {

    @Test
    @DisplayName("each default in --help, given as the option's value, changes nothing")
    void shownDefaultsAreTheDefaults() {
        ServerOptions without = run(Map.of());
        int checked = 0;
        for (ServerFlags.Flag flag : ServerFlags.ALL) {
            if (!flag.defaultIsValue()) {
                continue;
            }
            ServerOptions with =
                    run(Map.of(), "--" + flag.name(), flag.shownDefault().get());
            assertThat(with)
                    .as("--%s %s", flag.name(), flag.shownDefault().get())
                    .isEqualTo(without);
            assertThat(OptionsParser.help())
                    .contains("default " + flag.shownDefault().get());
            checked++;
        }
        assertThat(checked).isEqualTo(14);
    }
}
