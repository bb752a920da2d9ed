package dev.shutter.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The relationship pictures of docs/concepts.md are the domain's transitions, arrow for arrow. */
class RelationshipDiagramsTest {

    private static final String CONCEPTS = Repository.read(Repository.ROOT.resolve("docs/concepts.md"));

    @Test
    @DisplayName("the picture of my edge and my block draws exactly what PairState.apply does")
    void outgoing() {
        Set<String> drawn = StateDiagram.transitions(StateDiagram.block(CONCEPTS, "relationship: outgoing"));

        assertThat(drawn).isEqualTo(RelationshipPictures.outgoing());
    }

    @Test
    @DisplayName("the picture of their edge to me draws exactly what PairState.apply does, from either side")
    void incoming() {
        Set<String> drawn = StateDiagram.transitions(StateDiagram.block(CONCEPTS, "relationship: incoming"));

        assertThat(drawn).isEqualTo(RelationshipPictures.incoming());
    }

    @Test
    @DisplayName("a picture with an arrow the rules do not have, or without one they have, differs")
    void aWrongPictureDiffers() {
        // given: the outgoing picture, where unblock restores the follow and follow of a private user follows
        String wrong = StateDiagram.block(CONCEPTS, "relationship: outgoing")
                .replace("blocked --> none : unblock", "blocked --> follows : unblock")
                .replace("none --> requested : follow (they are private)", "");
        // when
        Set<String> drawn = StateDiagram.transitions(wrong);
        // then
        assertThat(RelationshipPictures.outgoing())
                .contains("blocked --> none : unblock", "none --> requested : follow (they are private)")
                .doesNotContain("blocked --> follows : unblock");
        assertThat(drawn).isNotEqualTo(RelationshipPictures.outgoing()).contains("blocked --> follows : unblock");
    }
}
