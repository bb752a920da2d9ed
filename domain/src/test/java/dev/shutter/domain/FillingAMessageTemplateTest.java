package dev.shutter.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Filling the message template of a catalogue row")
class FillingAMessageTemplateTest {

    @Test
    @DisplayName("a template without slots is its text, whatever values come")
    void noSlots() {
        MessageTemplate template = MessageTemplate.of("invalid media id");

        assertThat(template.slots()).isEmpty();
        assertThat(template.fill(Map.of("scope", "comments"))).isEqualTo("invalid media id");
    }

    @Test
    @DisplayName("each slot is filled where it stands, a slot used twice in both places")
    void slotsFilled() {
        // given
        MessageTemplate template = MessageTemplate.of("{a} needs scope={scope}; ask for scope={scope}.");

        // when
        String message = template.fill(Map.of("a", "This", "scope", "likes"));

        // then
        assertThat(message).isEqualTo("This needs scope=likes; ask for scope=likes.");
        assertThat(template.slots()).containsExactly("a", "scope");
    }

    @Test
    @DisplayName("a value holding braces goes in as it is and is not read for slots")
    void valuesAreNotTemplates() {
        MessageTemplate template = MessageTemplate.of("{sentence} ({other})");

        assertThat(template.fill(Map.of("sentence", "bad '{other}'", "other", "x")))
                .isEqualTo("bad '{other}' (x)");
    }

    @Test
    @DisplayName("a slot without a value, without a name or without its closing brace is refused")
    void refused() {
        assertThatThrownBy(() -> MessageTemplate.of("made {made} of {allowed}").fill(Map.of("made", "3")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("{allowed}");
        assertThatThrownBy(() -> MessageTemplate.of("an {} slot")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> MessageTemplate.of("an {open slot")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> MessageTemplate.of("a {nested {slot}}")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("the template reads back as written")
    void asWritten() {
        assertThat(MessageTemplate.of("retry in {retryAfterSeconds} seconds").toString())
                .isEqualTo("retry in {retryAfterSeconds} seconds");
    }
}
